import * as Yup from 'yup';
import { isPossiblePhoneNumber } from 'react-phone-number-input';
import { DESCRIPTION_MIN_LENGTH, NAME_MIN_LENGTH } from '@/shared/config/constants';

/** docs/contract.md §5 request rules with its default messages. */

export const REQUEST_TITLES = ['Upon Request', 'Custom Color Request', 'Service Request'] as const;
export type RequestTitle = (typeof REQUEST_TITLES)[number];

export const REQUEST_SUCCESS_MESSAGE = 'Request successfully sent';
export const PHONE_INVALID_MESSAGE = 'Please enter a valid phone number';

const required = (label: string) => `${label} is required`;
const atLeast = (label: string, n: number) => `${label} must be at least ${n} characters`;

const name = (label: string) => Yup.string().trim().min(NAME_MIN_LENGTH, atLeast(label, NAME_MIN_LENGTH)).required(required(label));

const baseFields = {
  first_name: name('First name'),
  last_name: name('Last name'),
  email: Yup.string().trim().email('Email must be a valid email').required(required('Email')),
  phone: Yup.string()
    .default('')
    .test('phone', PHONE_INVALID_MESSAGE, (value) => !value || isPossiblePhoneNumber(value)),
  description: Yup.string()
    .trim()
    .min(DESCRIPTION_MIN_LENGTH, atLeast('Description', DESCRIPTION_MIN_LENGTH))
    .required(required('Description')),
};

/** A service request must name its service; a product request has none (services_id null). */
export function requestSchema(withService: boolean) {
  return Yup.object({
    ...baseFields,
    services_id: withService ? Yup.string().required(required('Service')) : Yup.string().default(''),
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
