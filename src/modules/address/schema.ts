import * as Yup from 'yup';
import { COUNTRIES } from '@/shared/config/constants';
import { REGIONS } from '@/modules/address/regions';
import type { Address, Country } from '@/modules/checkout/contract';
import type { ValidationWords } from '@/shared/validation/rules';
import { en as kitEnglish } from '@/shared/i18n/messages/en';
import { en } from './messages/en';

/** docs/contract.md §5 address rules and texts (the checkout's delivery address, a job's site); the server checks them again. */
export const CA_POSTAL_CODE_MESSAGE = en.client.messages.caPostalCode;
export const PHONE_SYMBOLS_MESSAGE = en.client.messages.phoneSymbols;

/** The address form's words in one language: its fields' names and its own messages (useAddressTexts gives the page's). */
export interface AddressTexts {
  labels: { country: string; state: string; firstName: string; lastName: string; street1: string; city: string; zip: string; phone: string };
  caPostalCode: string;
  phoneSymbols: string;
  /** Not in the contract's texts: a typed State that is none of the country's regions. */
  regionList: (country: Country) => string;
}

/** The English words, for a caller without the page's (tests, the jobs' schema built once). */
export const ENGLISH_ADDRESS_TEXTS: AddressTexts = {
  labels: {
    country: en.client.labels.country,
    state: en.client.labels.stateRequired,
    firstName: en.client.labels.firstName,
    lastName: en.client.labels.lastName,
    street1: en.client.labels.street1,
    city: en.client.labels.city,
    zip: en.client.labels.zip,
    phone: en.client.labels.phone,
  },
  caPostalCode: CA_POSTAL_CODE_MESSAGE,
  phoneSymbols: PHONE_SYMBOLS_MESSAGE,
  regionList: (country) => `Please choose a ${country === 'CA' ? 'province' : 'state'} from the list.`,
};

const { validation } = kitEnglish.client;
export const ENGLISH_VALIDATION_WORDS: ValidationWords = {
  required: (label) => validation.required.replace('{label}', label),
  atLeast: (label, n) => validation.atLeast.replace('{label}', label).replace('{n}', String(n)),
  invalidEmail: validation.invalidEmail,
  emailLabel: validation.emailLabel,
};

export const regionListMessage = ENGLISH_ADDRESS_TEXTS.regionList;

const CA_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z] \d[A-Za-z]\d$/;
const PHONE_SYMBOLS = /^[\d\s\-+()/]+$/;

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

/** The address rules with their messages in the page's language (`words` from useValidationWords, `texts` from useAddressTexts). */
export const addressSchemaOf = (words: ValidationWords, texts: AddressTexts) => {
  const required = (label: string) => words.required(label);
  const { labels } = texts;
  return Yup.object({
    take_by_myself: Yup.number().oneOf([0, 1]),
    country: Yup.string().oneOf(COUNTRIES as unknown as Country[]).required(required(labels.country)),
    state: whenShipping(
      Yup.string()
        .required(required(labels.state))
        .test('known-region', (value, context) => {
          const country = context.parent.country as Country;
          return !value || REGIONS[country]?.some((region) => region.name === value) || context.createError({ message: texts.regionList(country) });
        }),
    ),
    first_name: whenShipping(Yup.string().trim().required(required(labels.firstName))),
    last_name: whenShipping(Yup.string().trim().required(required(labels.lastName))),
    street1: whenShipping(Yup.string().trim().required(required(labels.street1))),
    street2: Yup.string(),
    city: whenShipping(Yup.string().trim().required(required(labels.city))),
    zip: whenShipping(
      Yup.string()
        .trim()
        .required(required(labels.zip))
        .test('ca-postal-code', texts.caPostalCode, (value, context) => context.parent.country !== 'CA' || CA_POSTAL_CODE.test(value ?? '')),
    ),
    phone: whenShipping(Yup.string().required(required(labels.phone)).matches(PHONE_SYMBOLS, texts.phoneSymbols)),
  });
};

/** The rules in English, as they were: for callers that build their schema once (the jobs' site). */
export const addressSchema = addressSchemaOf(ENGLISH_VALIDATION_WORDS, ENGLISH_ADDRESS_TEXTS);
