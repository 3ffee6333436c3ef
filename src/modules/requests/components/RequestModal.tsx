'use client';

import type { FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { normaliseError } from '@/shared/api/errors';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { TOAST_SECONDS } from '@/shared/config/constants';
import type { ModalPropsByType } from '@/shared/modal/types';
import { useAppSelector } from '@/shared/store/hooks';
import { selectUser } from '@/modules/session';
import { FormikInput, ModalForm, showServerErrors } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast';
import { useValidationWords } from '@/shared/validation/use-validation-words';
import { sendRequest, toRequestPayload } from '../api';
import { requestInitialValues, requestSchema, TITLE_KEYS, type RequestValues } from '../schema';
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
  const t = useTranslations('requests.client');
  const words = useValidationWords();
  const schema = useMemo(
    () => requestSchema(withService, words, { fields: { firstName: t('fields.firstName'), lastName: t('fields.lastName'), email: t('fields.email'), phone: t('fields.phone'), service: t('fields.service'), description: t('fields.description') }, phoneInvalid: t('phoneInvalid') }),
    [withService, words, t],
  );
  const errorText = useErrorText();
  /** The server's field errors go under their fields; a message that is not one of them is the form's own. */
  const placeError = useCallback(
    (error: unknown, helpers: FormikHelpers<RequestValues>): string | null => {
      const { message, fieldErrors } = normaliseError(error);
      showServerErrors(helpers, fieldErrors);
      return Object.values(fieldErrors).includes(message) ? null : errorText(error);
    },
    [errorText],
  );
  const [initialValues] = useState(() => requestInitialValues(user, serviceId, description));
  const submit = async (values: RequestValues) => {
    await sendRequest(toRequestPayload(values, withService ? undefined : productId));
    toast.success(t('success'), TOAST_SECONDS);
    onClose();
  };

  return (
    <ModalForm
      label={t(`titles.${TITLE_KEYS[title]}`)}
      onClose={onClose}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      serverErrors={placeError}
      submitText={t('submit')}
    >
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.names}>
        <FormikInput name="first_name" label={t('fields.firstName')} required autoComplete="given-name" />
        <FormikInput name="last_name" label={t('fields.lastName')} required autoComplete="family-name" />
      </div>
      <FormikInput name="email" label={t('fields.email')} required type="email" autoComplete="email" />
      <PhoneField name="phone" label={t('fields.phone')} />
      {withService && <ServiceSelectField name="services_id" label={t('fields.service')} required />}
      <TextAreaField name="description" label={t('fields.description')} required />
    </ModalForm>
  );
}
