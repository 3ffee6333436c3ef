'use client';

import type { FormikHelpers } from 'formik';
import type { User } from '@/modules/accounts/contract';
import { FormFrame, FormikInput, placeFieldErrors } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast';
import { saveNames } from '../profile-api';
import { namesSchema, type NamesValues } from '../profile-schema';
import styles from './account.module.css';

/** Editable first and last name (user/names, min 3); e-mail is shown, not edited. */
export function NamesForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  async function submit(values: NamesValues, helpers: FormikHelpers<NamesValues>) {
    const saved = await saveNames(values);
    onSaved(saved);
    helpers.resetForm({ values: { first_name: saved.first_name, last_name: saved.last_name } });
    toast.success('Your name has been saved.');
  }

  return (
    <FormFrame
      label="Your name"
      initialValues={{ first_name: user.first_name, last_name: user.last_name }}
      validationSchema={namesSchema}
      onSubmit={submit}
      serverErrors={placeFieldErrors}
      submitText="Save name"
      submitWaitsFor="changed"
      block={false}
    >
      <div className={styles.names}>
        <FormikInput name="first_name" label="First name" autoComplete="given-name" required />
        <FormikInput name="last_name" label="Last name" autoComplete="family-name" required />
      </div>
    </FormFrame>
  );
}
