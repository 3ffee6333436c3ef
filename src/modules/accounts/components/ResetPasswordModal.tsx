'use client';

import { useRouter } from 'next/navigation';
import type { ModalPropsByType } from '@/shared/modal/types';
import { useAppDispatch } from '@/shared/store/hooks';
import { signedOut } from '@/modules/session';
import { FormikPassword, ModalForm } from '@/shared/ui/form';
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

  async function submit({ password }: ResetPasswordValues) {
    await resetPassword(token, password);
    rememberSpentResetLink(token);
    dispatch(signedOut());
    onClose();
    router.replace(`/sign-in?notice=${PASSWORD_RESET_NOTICE}`);
  }

  return (
    <ModalForm
      label="Choose a new password"
      onClose={onClose}
      initialValues={{ password: '', verify_password: '' }}
      validationSchema={resetPasswordSchema}
      onSubmit={submit}
      serverErrors="password"
      submitText="Save new password"
      submitWaitsFor="valid change"
    >
      <FormikPassword name="password" label="Password" autoComplete="new-password" required />
      <FormikPassword name="verify_password" label="Verify password" autoComplete="new-password" required />
    </ModalForm>
  );
}
