'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';

/** Opens the RESET_PASSWORD modal with the mailed token; the button reopens it after a close. */
export function OpenResetPassword({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const t = useTranslations('accounts.client.resetPassword');
  const open = () => {
    dispatch(modalOpened({ type: 'RESET_PASSWORD', props: { token } }));
  };
  useEffect(() => {
    dispatch(modalOpened({ type: 'RESET_PASSWORD', props: { token } }));
  }, [dispatch, token]);
  return (
    <button type="button" className="btn btn-primary" onClick={open}>
      {t('title')}
    </button>
  );
}
