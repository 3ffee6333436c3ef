import type { Address } from '@/modules/checkout/contract';

/** A Connecticut address the sandbox quotes rates for (CT tax 0.0635), shared by the checkout and sandbox tests. */
export const CT_ADDRESS = {
  country: 'US',
  state: 'Connecticut',
  state_code: 'CT',
  first_name: 'Dana',
  last_name: 'Whitfield',
  street1: '88 Elm Street',
  street2: '',
  city: 'New Haven',
  zip: '06510',
  phone: '+12035550199',
  take_by_myself: 0,
} satisfies Address;
