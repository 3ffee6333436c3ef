'use client';

import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';

/** Opens sign-in's forgot-password mode, where a new reset link is asked for. */
export function AskForNewResetLink() {
  const dispatch = useAppDispatch();
  return (
    <button type="button" className="btn btn-primary" onClick={() => dispatch(modalOpened({ type: 'SIGN_IN', props: { mode: 'forgotPassword' } }))}>
      Ask for a new link
    </button>
  );
}
