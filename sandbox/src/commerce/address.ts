import type { Address, Country } from '@/modules/checkout/contract';
import { COUNTRIES } from '@/shared/config/constants';
import { text, type Form } from '../http';
import type { FieldLabel } from '../i18n/messages.fr';
import { findRegion } from './tax-rates';

export const CA_POSTAL_CODE_MESSAGE = 'Please enter a valid Canadian postal code (e.g., K1A 0B1).';
export const US_ZIP_MESSAGE = 'Please enter a valid ZIP code (e.g., 06610).';
export const PHONE_MESSAGE = 'Phone number can contain only numbers and symbols';

const CA_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z] \d[A-Za-z]\d$/;
const US_ZIP = /^\d{5}(-\d{4})?$/;
const PHONE = /^[\d\s\-+()/]+$/;

const REQUIRED: [keyof Address, FieldLabel][] = [
  ['country', 'Country'],
  ['state', 'State'],
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['street1', 'Street address'],
  ['city', 'City'],
  ['zip', 'Zip'],
  ['phone', 'Phone'],
];

export type AddressCheck = { ok: true; address: Address } | { ok: false; errors: Record<string, string> };

export const isPickup = (form: Form) => ['1', 'true'].includes(text(form, 'take_by_myself'));

/** docs/contract.md §5 address rules, checked again on the server. Pickup needs no address. */
export function checkAddress(form: Form): AddressCheck {
  const errors: Record<string, string> = {};
  for (const [field, label] of REQUIRED) {
    if (!text(form, field)) errors[field] = `${label} is required`;
  }
  const country = text(form, 'country').toUpperCase();
  if (country && !(COUNTRIES as readonly string[]).includes(country)) {
    errors.country = 'We ship to the United States and Canada only.';
  }
  const knownCountry = errors.country ? null : (country as Country);
  const zip = text(form, 'zip');
  if (zip && knownCountry === 'CA' && !CA_POSTAL_CODE.test(zip)) errors.zip = CA_POSTAL_CODE_MESSAGE;
  if (zip && knownCountry === 'US' && !US_ZIP.test(zip)) errors.zip = US_ZIP_MESSAGE;
  const phone = text(form, 'phone');
  if (phone && !PHONE.test(phone)) errors.phone = PHONE_MESSAGE;

  const region = knownCountry ? findRegion(knownCountry, text(form, 'state_code'), text(form, 'state')) : null;
  if (knownCountry && text(form, 'state') && !region) {
    errors.state = knownCountry === 'US' ? 'Please choose a US state.' : 'Please choose a Canadian province.';
  }
  if (Object.keys(errors).length > 0 || !knownCountry || !region) return { ok: false, errors };

  return {
    ok: true,
    address: {
      country: knownCountry,
      state: region.name,
      state_code: region.code,
      first_name: text(form, 'first_name'),
      last_name: text(form, 'last_name'),
      street1: text(form, 'street1'),
      street2: text(form, 'street2'),
      city: text(form, 'city'),
      zip: knownCountry === 'CA' ? zip.toUpperCase() : zip,
      phone,
      take_by_myself: 0,
    },
  };
}
