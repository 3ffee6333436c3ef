'use client';

import { useTranslations } from 'next-intl';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';

/** Opens sign-in's forgot-password mode, where a new reset link is asked for. */
export function AskForNewResetLink() {
  const dispatch = useAppDispatch();
  const t = useTranslations('accounts.client.resetPassword');
  return (
    <button type="button" className="btn btn-primary" onClick={() => dispatch(modalOpened({ type: 'SIGN_IN', props: { mode: 'forgotPassword' } }))}>
      {t('askForNewLink')}
    </button>
  );
}
