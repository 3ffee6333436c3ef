'use client';

import { Button, Modal } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { MODAL_WIDTH } from '@/shared/config/constants';
import { FormError, FormikForm, FormikInput, FormikPassword, placeServerError } from '@/shared/ui/form';
import { signUp } from '../api';
import { registrationStatusPath } from '../paths';
import { signUpInitialValues, signUpSchema, type SignUpValues } from '../schema';
import styles from './auth.module.css';

/** SIGN_UP (docs/contract.md §5 rules): server errors under Email (§8); success goes to the pending status page (§2). */
export default function SignUpModal({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: SignUpValues, helpers: FormikHelpers<SignUpValues>) {
    setFormError(null);
    try {
      const { email } = await signUp(values);
      onClose();
      router.push(registrationStatusPath(email));
    } catch (error) {
      setFormError(placeServerError(error, helpers, 'email'));
    }
  }

  return (
    <Modal open title="Create an account" width={MODAL_WIDTH.default} onCancel={onClose} footer={null} mask={{ closable: false }}>
      <Formik initialValues={signUpInitialValues} validationSchema={signUpSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <FormikForm aria-label="Create an account">
            <div className={styles.names}>
              <FormikInput name="first_name" label="First name" autoComplete="given-name" required />
              <FormikInput name="last_name" label="Last name" autoComplete="family-name" required />
            </div>
            <FormikInput name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
            <FormikPassword name="password" label="Password" autoComplete="new-password" required />
            <FormikPassword name="verify_password" label="Confirm password" autoComplete="new-password" required />
            <FormError message={formError} />
            <Button type="primary" htmlType="submit" block loading={isSubmitting}>
              Create account
            </Button>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
