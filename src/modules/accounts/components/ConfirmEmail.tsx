'use client';

import { Alert, Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';
import { confirmEmail } from '../api';
import { SignInPanel } from './SignInPanel';

type State = { kind: 'confirming' } | { kind: 'confirmed'; message: string } | { kind: 'failed'; error: unknown } | { kind: 'missing' };

/** Posts the mailed token once (the link is single-use), then offers sign-in or a fresh sign-up. */
export function ConfirmEmail({ token }: { token?: string }) {
  const dispatch = useAppDispatch();
  const t = useTranslations('accounts.client.confirmEmail');
  const errorText = useErrorText();
  const [state, setState] = useState<State>(() => (token ? { kind: 'confirming' } : { kind: 'missing' }));
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail(token)
      .then(({ message }) => setState({ kind: 'confirmed', message }))
      .catch((error: unknown) => setState({ kind: 'failed', error }));
  }, [token]);

  if (state.kind === 'confirming') return <p role="status">{t('confirming')}</p>;
  if (state.kind === 'failed' || state.kind === 'missing') {
    return (
      <>
        <Alert type="error" showIcon title={t('failed')} description={state.kind === 'missing' ? t('missingToken') : errorText(state.error)} role="alert" />
        <Button style={{ marginTop: 16 }} onClick={() => dispatch(modalOpened({ type: 'SIGN_UP', props: {} }))}>
          {t('signUpAgain')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Alert type="success" showIcon title={state.message} role="status" style={{ marginBottom: 16 }} />
      <SignInPanel redirectTo="/account" />
    </>
  );
}
