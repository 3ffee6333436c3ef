import * as Yup from 'yup';
import { COUNTRIES } from '@/shared/config/constants';
import { REGIONS } from '@/modules/address/regions';
import type { Address, Country } from '@/modules/checkout/contract';

/** docs/contract.md §5 address rules and texts (the checkout's delivery address, a job's site); the server checks them again. */
export const CA_POSTAL_CODE_MESSAGE = 'Please enter a valid Canadian postal code (e.g., K1A 0B1).';
export const PHONE_SYMBOLS_MESSAGE = 'Phone number can contain only numbers and symbols';
/** Not in the contract's texts: a typed State that is none of the country's regions. */
export const regionListMessage = (country: Country) => `Please choose a ${country === 'CA' ? 'province' : 'state'} from the list.`;

const CA_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z] \d[A-Za-z]\d$/;
const PHONE_SYMBOLS = /^[\d\s\-+()/]+$/;

const required = (label: string) => `${label} is required`;

export type AddressValues = Omit<Address, 'take_by_myself'> & { take_by_myself: 0 | 1 };

export const emptyAddress: AddressValues = {
  country: 'US',
  state: '',
  state_code: '',
  first_name: '',
  last_name: '',
  street1: '',
  street2: '',
  city: '',
  zip: '',
  phone: '',
  take_by_myself: 0,
};

const whenShipping = (schema: Yup.StringSchema) =>
  Yup.string().when('take_by_myself', { is: 1, then: (s) => s.notRequired(), otherwise: () => schema });

export const addressSchema = Yup.object({
  take_by_myself: Yup.number().oneOf([0, 1]),
  country: Yup.string().oneOf(COUNTRIES as unknown as Country[]).required(required('Country')),
  state: whenShipping(
    Yup.string()
      .required(required('State'))
      .test('known-region', (value, context) => {
        const country = context.parent.country as Country;
        return !value || REGIONS[country]?.some((region) => region.name === value) || context.createError({ message: regionListMessage(country) });
      }),
  ),
  first_name: whenShipping(Yup.string().trim().required(required('First name'))),
  last_name: whenShipping(Yup.string().trim().required(required('Last name'))),
  street1: whenShipping(Yup.string().trim().required(required('Street address'))),
  street2: Yup.string(),
  city: whenShipping(Yup.string().trim().required(required('City'))),
  zip: whenShipping(
    Yup.string()
      .trim()
      .required(required('Zip'))
      .test('ca-postal-code', CA_POSTAL_CODE_MESSAGE, (value, context) =>
        context.parent.country !== 'CA' || CA_POSTAL_CODE.test(value ?? ''),
      ),
  ),
  phone: whenShipping(Yup.string().required(required('Phone')).matches(PHONE_SYMBOLS, PHONE_SYMBOLS_MESSAGE)),
});
