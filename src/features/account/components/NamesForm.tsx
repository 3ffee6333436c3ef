'use client';

import { Button } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { normaliseError } from '@/shared/api/errors';
import type { User } from '@/shared/contract/account';
import { FormError, FormikForm, FormikInput, showServerErrors } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast';
import { saveNames } from '../api';
import { namesSchema, type NamesValues } from '../schema';
import styles from './account.module.css';

/** Editable first and last name (user/names, min 3); e-mail is shown, not edited. */
export function NamesForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: NamesValues, helpers: FormikHelpers<NamesValues>) {
    setFormError(null);
    try {
      const saved = await saveNames(values);
      onSaved(saved);
      helpers.resetForm({ values: { first_name: saved.first_name, last_name: saved.last_name } });
      toast.success('Your name has been saved.');
    } catch (error) {
      const { message, fieldErrors } = normaliseError(error);
      if (Object.keys(fieldErrors).length > 0) showServerErrors(helpers, fieldErrors);
      else setFormError(message);
    }
  }

  return (
    <Formik initialValues={{ first_name: user.first_name, last_name: user.last_name }} validationSchema={namesSchema} onSubmit={submit}>
      {({ isSubmitting, dirty }) => (
        <FormikForm aria-label="Your name">
          <div className={styles.names}>
            <FormikInput name="first_name" label="First name" autoComplete="given-name" required />
            <FormikInput name="last_name" label="Last name" autoComplete="family-name" required />
          </div>
          <FormError message={formError} />
          <Button type="primary" htmlType="submit" loading={isSubmitting} disabled={!dirty}>
            Save name
          </Button>
        </FormikForm>
      )}
    </Formik>
  );
}
