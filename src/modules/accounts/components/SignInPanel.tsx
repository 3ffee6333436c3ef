'use client';

import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { NeedsSignalNotice } from '@/modules/offline/components';
import { SignInForm } from './SignInForm';
import styles from './auth.module.css';

export type SignInMode = 'signIn' | 'forgotPassword';

interface Props {
  redirectTo?: string;
  initialMode?: SignInMode;
  onSignedIn?: () => void;
  /** Called with the new mode so a modal can retitle itself. */
  onModeChange?: (mode: SignInMode) => void;
}

/** The sign-in form with its forgot-password mode and the way to sign up; the page and the modal share it. */
export function SignInPanel({ redirectTo, initialMode = 'signIn', onSignedIn, onModeChange }: Props) {
  const dispatch = useAppDispatch();
  const t = useTranslations('accounts.client.signIn');
  const [mode, setMode] = useState<SignInMode>(initialMode);
  const switchTo = (next: SignInMode) => {
    setMode(next);
    onModeChange?.(next);
  };

  if (mode === 'forgotPassword') return <ForgotPasswordForm onBack={() => switchTo('signIn')} />;
  return (
    <>
      <NeedsSignalNotice />
      <SignInForm redirectTo={redirectTo} onSignedIn={onSignedIn} />
      <div className={styles.links}>
        <Button type="link" onClick={() => switchTo('forgotPassword')}>
          {t('forgotPassword')}
        </Button>
        <Button type="link" onClick={() => dispatch(modalOpened({ type: 'SIGN_UP', props: {} }))}>
          {t('createAccount')}
        </Button>
      </div>
    </>
  );
}
