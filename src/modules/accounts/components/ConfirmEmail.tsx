'use client';

import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { normaliseError } from '@/shared/api/errors';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';
import { confirmEmail } from '../api';
import { SignInPanel } from './SignInPanel';

type State = { kind: 'confirming' } | { kind: 'confirmed'; message: string } | { kind: 'failed'; message: string };

const MISSING_TOKEN = 'This confirmation link is incomplete. Open the link from the e-mail again.';

/** Posts the mailed token once (the link is single-use), then offers sign-in or a fresh sign-up. */
export function ConfirmEmail({ token }: { token?: string }) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<State>(() => (token ? { kind: 'confirming' } : { kind: 'failed', message: MISSING_TOKEN }));
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmail(token)
      .then(({ message }) => setState({ kind: 'confirmed', message }))
      .catch((error: unknown) => setState({ kind: 'failed', message: normaliseError(error).message }));
  }, [token]);

  if (state.kind === 'confirming') return <p role="status">Confirming your e-mail address…</p>;
  if (state.kind === 'failed') {
    return (
      <>
        <Alert type="error" showIcon title="We could not confirm your e-mail address" description={state.message} role="alert" />
        <Button style={{ marginTop: 16 }} onClick={() => dispatch(modalOpened({ type: 'SIGN_UP', props: {} }))}>
          Sign up again
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
