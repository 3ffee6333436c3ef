'use client';

import { Alert } from 'antd';
import { useId, useState, type ChangeEvent } from 'react';
import { normaliseError } from '@/shared/api/errors';
import { tooManyAttempts } from '@/shared/ui/form';
import type { User } from '@/modules/accounts/contract';
import { uploadAvatar } from '../profile-api';
import { AVATAR_TYPES, avatarProblem, UPLOAD_ERROR } from '../profile-schema';
import styles from './account.module.css';

type UploadState = { status: 'idle' } | { status: 'uploading' } | { status: 'done' } | { status: 'error'; message: string };

/** The customer's picture: checked for type and size before sending, with docs/contract.md §4's upload states. */
export function AvatarUpload({ user, onUploaded }: { user: User; onUploaded: (user: User) => void }) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const inputId = useId();
  const initials = `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) return setState({ status: 'error', message: problem });
    setState({ status: 'uploading' });
    try {
      onUploaded(await uploadAvatar(file));
      setState({ status: 'done' });
    } catch (error) {
      const { status, message, fieldErrors } = normaliseError(error);
      setState({ status: 'error', message: tooManyAttempts(error) ?? fieldErrors.file ?? (status === 422 ? message : UPLOAD_ERROR) });
    }
  }

  return (
    <div className={styles.avatarRow}>
      {user.img ? (
        // The picture is the customer's own upload, served by the dashboard: a plain img, no optimiser.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.avatar} src={user.img} alt="Your picture" width={96} height={96} />
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
          {user.img ? 'Change picture' : 'Upload picture'}
        </label>
        <p className="muted" role="status">
          {state.status === 'uploading' ? 'Uploading…' : state.status === 'done' ? 'Picture uploaded.' : 'PNG, JPEG, GIF or WebP, up to 5 MB.'}
        </p>
        {state.status === 'error' && <Alert type="error" showIcon title={state.message} role="alert" />}
      </div>
    </div>
  );
}
