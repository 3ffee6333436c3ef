'use client';

import { Button, Modal } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { MODAL_WIDTH } from '@/shared/config/constants';
import type { ModalPropsByType } from '@/shared/modal/types';
import { useAppDispatch } from '@/shared/store/hooks';
import { signedOut } from '@/shared/store/slices/auth';
import { FormError, FormikForm, FormikPassword, placeServerError } from '@/shared/ui/form';
import { resetPassword } from '../api';
import { PASSWORD_RESET_NOTICE } from '../paths';
import { rememberSpentResetLink } from '../spent-reset-link';
import { resetPasswordSchema, type ResetPasswordValues } from '../schema';

type Props = ModalPropsByType['RESET_PASSWORD'] & { onClose: () => void };

/**
 * RESET_PASSWORD (docs/contract.md §5): submit waits for valid, edited fields; server errors under Password (§8).
 * Success signs every key out, so the customer lands on sign-in with a notice.
 */
export default function ResetPasswordModal({ token, onClose }: Props) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);

  async function submit({ password }: ResetPasswordValues, helpers: FormikHelpers<ResetPasswordValues>) {
    setFormError(null);
    try {
      await resetPassword(token, password);
      rememberSpentResetLink(token);
      dispatch(signedOut());
      onClose();
      router.replace(`/sign-in?notice=${PASSWORD_RESET_NOTICE}`);
    } catch (error) {
      setFormError(placeServerError(error, helpers, 'password'));
    }
  }

  return (
    <Modal open title="Choose a new password" width={MODAL_WIDTH.default} onCancel={onClose} footer={null} mask={{ closable: false }}>
      <Formik initialValues={{ password: '', verify_password: '' }} validationSchema={resetPasswordSchema} onSubmit={submit}>
        {({ isSubmitting, isValid, dirty }) => (
          <FormikForm aria-label="Choose a new password">
            <FormikPassword name="password" label="Password" autoComplete="new-password" required />
            <FormikPassword name="verify_password" label="Verify password" autoComplete="new-password" required />
            <FormError message={formError} />
            <Button type="primary" htmlType="submit" block loading={isSubmitting} disabled={!isValid || !dirty}>
              Save new password
            </Button>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
