'use client';

import { Button, Input } from 'antd';
import { useFormikContext } from 'formik';
import { AddressFields } from '@/modules/address/components';
import { AREA_UNIT_LABELS, AREA_UNITS, MAX_COATS, POROSITIES, POROSITY_LABELS } from '@/modules/catalogue';
import { JOB_STATUS_LABELS, NAME_MAX_LENGTH, NOTES_MAX_LENGTH } from '@/modules/jobs/config';
import { FormFrame, FormikInput, formikTextField, placeFieldErrors } from '@/shared/ui/form';
import { jobSchema, type JobValues } from '../schema';
import { RadioField } from './RadioField';
import styles from './jobs.module.css';

const FormikTextArea = formikTextField(Input.TextArea);

const UNIT_OPTIONS = AREA_UNITS.map((value) => ({ value, label: AREA_UNIT_LABELS[value] }));
const POROSITY_OPTIONS = [{ value: '', label: 'Not set' }, ...POROSITIES.map((value) => ({ value, label: POROSITY_LABELS[value] }))];
const STATUS_OPTIONS = Object.entries(JOB_STATUS_LABELS).map(([value, label]) => ({ value, label }));

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
  return (
    <FormFrame
      label={title}
      className={styles.form}
      initialValues={initialValues}
      validationSchema={jobSchema}
      enableReinitialize
      onSubmit={onSave}
      serverErrors={placeFieldErrors}
      submitText={submitLabel}
      block={false}
      actions={{ className: styles.formActions, after: <Button onClick={onCancel}>Cancel</Button> }}
    >
      <div className={styles.formGrid}>
        <div className={styles.wide}>
          <FormikInput name="name" label="Job name" required maxLength={NAME_MAX_LENGTH * 2} placeholder="e.g. Miller kitchen" autoFocus />
        </div>
        <div className={styles.wide}>
          <RadioField name="status" label="Status" options={STATUS_OPTIONS} />
        </div>
        <RadioField name="area_unit" label="Area unit" options={UNIT_OPTIONS} />
        <AreaField />
        <div className={styles.wide}>
          <RadioField name="porosity" label="Wood" options={POROSITY_OPTIONS} />
        </div>
        <FormikInput name="coats" label={`Coats (1 to ${MAX_COATS})`} inputMode="numeric" />
        <div className={styles.wide}>
          <FormikTextArea name="notes" label="Notes" autoSize={{ minRows: 3, maxRows: 10 }} maxLength={NOTES_MAX_LENGTH * 2} />
        </div>
      </div>
      <fieldset className={styles.site}>
        <legend>Site address</legend>
        <p className="muted">Where the work is and the goods go. Leave it empty until you know it.</p>
        <AddressFields />
      </fieldset>
    </FormFrame>
  );
}

/** The floor area, labelled with the unit chosen above it. */
function AreaField() {
  const { values } = useFormikContext<JobValues>();
  return <FormikInput name="area" label={`Floor area (${AREA_UNIT_LABELS[values.area_unit]})`} inputMode="decimal" />;
}
