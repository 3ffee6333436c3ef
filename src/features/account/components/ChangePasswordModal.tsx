'use client';

import { Button, Modal } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { MODAL_WIDTH } from '@/shared/config/constants';
import { FormError, FormikForm, FormikPassword, placeServerError } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast';
import { changePassword } from '../api';
import { changePasswordInitialValues, changePasswordSchema, type ChangePasswordValues } from '../schema';

/** CHANGE_PASSWORD (docs/contract.md §5, §8): the server's answer shows under Verify password. */
export default function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) {
    setFormError(null);
    try {
      const { message } = await changePassword(values);
      toast.success(message);
      onClose();
    } catch (error) {
      setFormError(placeServerError(error, helpers, 'verify_password'));
    }
  }

  return (
    <Modal open title="Change password" width={MODAL_WIDTH.default} onCancel={onClose} footer={null} mask={{ closable: false }}>
      <Formik initialValues={changePasswordInitialValues} validationSchema={changePasswordSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <FormikForm aria-label="Change password">
            <FormikPassword name="current_password" label="Current password" autoComplete="current-password" required />
            <FormikPassword name="new_password" label="New password" autoComplete="new-password" required />
            <FormikPassword name="verify_password" label="Verify password" autoComplete="new-password" required />
            <FormError message={formError} />
            <Button type="primary" htmlType="submit" block loading={isSubmitting}>
              Change password
            </Button>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
