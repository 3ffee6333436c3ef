'use client';

import { Alert } from 'antd';
import { useTranslations } from 'next-intl';
import { useId, useState, type ChangeEvent } from 'react';
import { normaliseError } from '@/shared/api/errors';
import { useErrorText } from '@/shared/i18n/use-error-text';
import type { User } from '@/modules/accounts/contract';
import { uploadAvatar } from '../profile-api';
import { AVATAR_TYPES, avatarProblem } from '../profile-schema';
import styles from './account.module.css';

type UploadState = { status: 'idle' } | { status: 'uploading' } | { status: 'done' } | { status: 'error'; message: string };

/** The customer's picture: checked for type and size before sending, with docs/contract.md §4's upload states. */
export function AvatarUpload({ user, onUploaded }: { user: User; onUploaded: (user: User) => void }) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const inputId = useId();
  const t = useTranslations('accounts.client.avatar');
  const errorText = useErrorText();
  const initials = `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) return setState({ status: 'error', message: t(problem) });
    setState({ status: 'uploading' });
    try {
      onUploaded(await uploadAvatar(file));
      setState({ status: 'done' });
    } catch (error) {
      // docs/contract.md §8: the dashboard's own words for the file, else "upload error"; a 429 says how long to wait.
      const { status, message, fieldErrors } = normaliseError(error);
      setState({ status: 'error', message: status === 429 ? errorText(error) : (fieldErrors.file ?? (status === 422 ? message : t('uploadError'))) });
    }
  }

  return (
    <div className={styles.avatarRow}>
      {user.img ? (
        // The picture is the customer's own upload, served by the dashboard: a plain img, no optimiser.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.avatar} src={user.img} alt={t('alt')} width={96} height={96} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
      )}
      <div className={styles.avatarControls}>
        <input
          id={inputId}
          className={`visually-hidden ${styles.fileInput}`}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          onChange={choose}
          disabled={state.status === 'uploading'}
        />
        <label htmlFor={inputId} className="btn btn-ghost" aria-disabled={state.status === 'uploading' || undefined}>
          {user.img ? t('change') : t('upload')}
        </label>
        <p className="muted" role="status">
          {state.status === 'uploading' ? t('uploading') : state.status === 'done' ? t('uploaded') : t('hint')}
        </p>
        {state.status === 'error' && <Alert type="error" showIcon title={state.message} role="alert" />}
      </div>
    </div>
  );
}
