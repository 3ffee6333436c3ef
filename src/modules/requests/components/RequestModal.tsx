'use client';

import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { normaliseError } from '@/shared/api/errors';
import { TOAST_SECONDS } from '@/shared/config/constants';
import type { ModalPropsByType } from '@/shared/modal/types';
import { useAppSelector } from '@/shared/store/hooks';
import { selectUser } from '@/modules/session';
import { FormikInput, ModalForm, showServerErrors } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast';
import { sendRequest, toRequestPayload } from '../api';
import { REQUEST_SUCCESS_MESSAGE, requestInitialValues, requestSchema, type RequestValues } from '../schema';
import { PhoneField } from './PhoneField';
import { ServiceSelectField } from './ServiceSelectField';
import { TextAreaField } from './TextAreaField';
import styles from './RequestModal.module.css';

type RequestModalProps = ModalPropsByType['REQUEST'] & { onClose: () => void };

/**
 * Product or service request (docs/contract.md §2, §5). A 'Service Request' asks which service; a product
 * request sends products_id and services_id null. Prefilled for a signed-in customer.
 */
export default function RequestModal({ title, productId, serviceId, description, onClose }: RequestModalProps) {
  const user = useAppSelector(selectUser);
  const withService = title === 'Service Request';
  const schema = useMemo(() => requestSchema(withService), [withService]);
  const [initialValues] = useState(() => requestInitialValues(user, serviceId, description));
  const submit = async (values: RequestValues) => {
    await sendRequest(toRequestPayload(values, withService ? undefined : productId));
    toast.success(REQUEST_SUCCESS_MESSAGE, TOAST_SECONDS);
    onClose();
  };

  return (
    <ModalForm
      label={title}
      onClose={onClose}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      serverErrors={placeError}
      submitText="Send request"
    >
      <p className={styles.intro}>Tell us what you need and we will get back to you, usually within one business day.</p>
      <div className={styles.names}>
        <FormikInput name="first_name" label="First name" required autoComplete="given-name" />
        <FormikInput name="last_name" label="Last name" required autoComplete="family-name" />
      </div>
      <FormikInput name="email" label="Email" required type="email" autoComplete="email" />
      <PhoneField name="phone" label="Phone" />
      {withService && <ServiceSelectField name="services_id" label="Service" required />}
      <TextAreaField name="description" label="Description" required />
    </ModalForm>
  );
}

/** The server's field errors go under their fields; a message that is not one of them is the form's own. */
function placeError(error: unknown, helpers: FormikHelpers<RequestValues>): string | null {
  const { message, fieldErrors } = normaliseError(error);
  showServerErrors(helpers, fieldErrors);
  return Object.values(fieldErrors).includes(message) ? null : message;
}
