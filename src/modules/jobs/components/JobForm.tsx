'use client';

import { Button, Input } from 'antd';
import { useFormikContext } from 'formik';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { AddressFields } from '@/modules/address/components';
import { AREA_UNIT_LABELS, AREA_UNITS, MAX_COATS, POROSITIES } from '@/modules/catalogue';
import { NAME_MAX_LENGTH, NOTES_MAX_LENGTH } from '@/modules/jobs/config';
import type { JobStatus } from '@/modules/jobs/contract';
import { FormFrame, FormikInput, formikTextField, placeFieldErrors } from '@/shared/ui/form';
import { jobSchemaOf, type JobValues } from '../schema';
import { useJobRuleTexts, useJobWords } from '../use-job-texts';
import { RadioField } from './RadioField';
import styles from './jobs.module.css';

const FormikTextArea = formikTextField(Input.TextArea);

const UNIT_OPTIONS = AREA_UNITS.map((value) => ({ value, label: AREA_UNIT_LABELS[value] }));
const STATUSES: JobStatus[] = ['planned', 'in_progress', 'done'];

interface JobFormProps {
  initialValues: JobValues;
  /** The form's accessible name ("New job", "Job details"). */
  title: string;
  submitLabel: string;
  /** Saves the values; throws the door's ApiError, whose field messages are shown on their fields. */
  onSave: (values: JobValues) => Promise<void>;
  /** Closes the form without saving. */
  onCancel: () => void;
}

/**
 * A job's fields (docs/contract.md §10): name, status, the floor, notes and the site, with the
 * contract's texts. It opens on a click, so its first field takes the focus.
 */
export function JobForm({ initialValues, title, submitLabel, onSave, onCancel }: JobFormProps) {
  const t = useTranslations('jobs.client.form');
  const words = useJobWords();
  const texts = useJobRuleTexts();
  const schema = useMemo(() => jobSchemaOf(texts), [texts]);
  const porosityOptions = [{ value: '', label: t('notSet') }, ...POROSITIES.map((value) => ({ value, label: words.porosity(value) }))];
  const statusOptions = STATUSES.map((value) => ({ value, label: words.status(value) }));
  return (
    <FormFrame
      label={title}
      className={styles.form}
      initialValues={initialValues}
      validationSchema={schema}
      enableReinitialize
      onSubmit={onSave}
      serverErrors={placeFieldErrors}
      submitText={submitLabel}
      block={false}
      actions={{ className: styles.formActions, after: <Button onClick={onCancel}>{t('cancel')}</Button> }}
    >
      <div className={styles.formGrid}>
        <div className={styles.wide}>
          <FormikInput name="name" label={t('name')} required maxLength={NAME_MAX_LENGTH * 2} placeholder={t('namePlaceholder')} autoFocus />
        </div>
        <div className={styles.wide}>
          <RadioField name="status" label={t('status')} options={statusOptions} />
        </div>
        <RadioField name="area_unit" label={t('areaUnit')} options={UNIT_OPTIONS} />
        <AreaField />
        <div className={styles.wide}>
          <RadioField name="porosity" label={t('wood')} options={porosityOptions} />
        </div>
        <FormikInput name="coats" label={t('coats', { max: MAX_COATS })} inputMode="numeric" />
        <div className={styles.wide}>
          <FormikTextArea name="notes" label={t('notes')} autoSize={{ minRows: 3, maxRows: 10 }} maxLength={NOTES_MAX_LENGTH * 2} />
        </div>
      </div>
      <fieldset className={styles.site}>
        <legend>{t('site')}</legend>
        <p className="muted">{t('siteLead')}</p>
        <AddressFields />
      </fieldset>
    </FormFrame>
  );
}

/** The floor area, labelled with the unit chosen above it. */
function AreaField() {
  const t = useTranslations('jobs.client.form');
  const { values } = useFormikContext<JobValues>();
  return <FormikInput name="area" label={t('area', { unit: AREA_UNIT_LABELS[values.area_unit] })} inputMode="decimal" />;
}
