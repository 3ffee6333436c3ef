'use client';

import { FormikPassword, ModalForm } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast';
import { changePassword } from '../profile-api';
import { changePasswordInitialValues, changePasswordSchema, type ChangePasswordValues } from '../profile-schema';

/** CHANGE_PASSWORD (docs/contract.md §5, §8): the server's answer shows under Verify password. */
export default function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  async function submit(values: ChangePasswordValues) {
    const { message } = await changePassword(values);
    toast.success(message);
    onClose();
  }

  return (
    <ModalForm
      label="Change password"
      onClose={onClose}
      initialValues={changePasswordInitialValues}
      validationSchema={changePasswordSchema}
      onSubmit={submit}
      serverErrors="verify_password"
      submitText="Change password"
    >
      <FormikPassword name="current_password" label="Current password" autoComplete="current-password" required />
      <FormikPassword name="new_password" label="New password" autoComplete="new-password" required />
      <FormikPassword name="verify_password" label="Verify password" autoComplete="new-password" required />
    </ModalForm>
  );
}
