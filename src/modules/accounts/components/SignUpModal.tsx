'use client';

import { useRouter } from 'next/navigation';
import { FormikInput, FormikPassword, ModalForm } from '@/shared/ui/form';
import { signUp } from '../api';
import { registrationStatusPath } from '../paths';
import { signUpInitialValues, signUpSchema, type SignUpValues } from '../schema';
import styles from './auth.module.css';

/** SIGN_UP (docs/contract.md §5 rules): server errors under Email (§8); success goes to the pending status page (§2). */
export default function SignUpModal({ onClose }: { onClose: () => void }) {
  const router = useRouter();

  async function submit(values: SignUpValues) {
    const { email } = await signUp(values);
    onClose();
    router.push(registrationStatusPath(email));
  }

  return (
    <ModalForm
      label="Create an account"
      onClose={onClose}
      initialValues={signUpInitialValues}
      validationSchema={signUpSchema}
      onSubmit={submit}
      serverErrors="email"
      submitText="Create account"
    >
      <div className={styles.names}>
        <FormikInput name="first_name" label="First name" autoComplete="given-name" required />
        <FormikInput name="last_name" label="Last name" autoComplete="family-name" required />
      </div>
      <FormikInput name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
      <FormikPassword name="password" label="Password" autoComplete="new-password" required />
      <FormikPassword name="verify_password" label="Confirm password" autoComplete="new-password" required />
    </ModalForm>
  );
}
