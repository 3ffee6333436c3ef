/** The address form's texts (docs/contract.md §3/§5): the checkout's delivery address and a job's site. */
export const en = {
  client: {
    labels: {
      country: 'Country',
      state: 'State',
      province: 'Province',
      /** The State field's name in '{field} is required' whatever the country. */
      stateRequired: 'State',
      firstName: 'First name',
      lastName: 'Last name',
      street1: 'Street address',
      street2: 'Apartment, suite (optional)',
      city: 'City',
      zip: 'Zip',
      phone: 'Phone',
      regionList: '{label} list',
    },
    messages: {
      caPostalCode: 'Please enter a valid Canadian postal code (e.g., K1A 0B1).',
      phoneSymbols: 'Phone number can contain only numbers and symbols',
      regionList: '{country, select, CA {Please choose a province from the list.} other {Please choose a state from the list.}}',
    },
    phoneLine: 'Phone {phone}',
    /** The pickup desk's name (docs/contract.md §2); the shop's name stays as it is (docs/i18n.md). */
    pickupDesk: '{shop} — Pickup desk',
  },
  server: {},
};
