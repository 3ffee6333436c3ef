import * as Yup from 'yup';
import { isPossiblePhoneNumber } from 'react-phone-number-input';
import { DESCRIPTION_MIN_LENGTH } from '@/shared/config/constants';
import { emailRule, personNameRule, type ValidationWords } from '@/shared/validation/rules';
import type { en } from './messages/en';

/** docs/contract.md §5 request rules with its default messages, in the page's language. */

export const REQUEST_TITLES = ['Upon Request', 'Custom Color Request', 'Service Request'] as const;
export type RequestTitle = (typeof REQUEST_TITLES)[number];

/** Each request's title as the key of its message (requests.client.titles). */
export const TITLE_KEYS = { 'Upon Request': 'uponRequest', 'Custom Color Request': 'customColorRequest', 'Service Request': 'serviceRequest' } as const satisfies Record<RequestTitle, string>;

/** The labels and the phone text the schema reads (requests.client). */
export type RequestTexts = Pick<(typeof en)['client'], 'fields' | 'phoneInvalid'>;

const baseFields = (words: ValidationWords, { fields, phoneInvalid }: RequestTexts) => ({
  first_name: personNameRule(words, fields.firstName),
  last_name: personNameRule(words, fields.lastName),
  email: emailRule(words),
  phone: Yup.string()
    .default('')
    .test('phone', phoneInvalid, (value) => !value || isPossiblePhoneNumber(value)),
  description: Yup.string()
    .trim()
    .required(words.required(fields.description))
    .min(DESCRIPTION_MIN_LENGTH, words.atLeast(fields.description, DESCRIPTION_MIN_LENGTH)),
});

/** A service request must name its service; a product request has none (services_id null). */
export function requestSchema(withService: boolean, words: ValidationWords, texts: RequestTexts) {
  return Yup.object({
    ...baseFields(words, texts),
    services_id: withService ? Yup.string().required(words.required(texts.fields.service)) : Yup.string().default(''),
  });
}

export interface RequestValues {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  description: string;
  /** The chosen service's id as the select holds it; '' for a product request. */
  services_id: string;
}

export function requestInitialValues(
  user: { first_name: string; last_name: string; email: string } | null,
  serviceId?: number,
  description = '',
): RequestValues {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    phone: '',
    description,
    services_id: serviceId ? String(serviceId) : '',
  };
}
