'use client';

import { Modal } from 'antd';
import { useState } from 'react';
import { MODAL_WIDTH } from '@/shared/config/constants';
import type { ModalPropsByType } from '@/shared/modal/types';
import { SignInPanel } from './SignInPanel';

type Props = ModalPropsByType['SIGN_IN'] & { onClose: () => void };

const TITLES = { signIn: 'Sign in', forgotPassword: 'Forgot password' } as const;

/** The SIGN_IN modal (docs/contract.md §2): the page's form, staying on the page unless given a redirect. */
export default function SignInModal({ mode = 'signIn', redirectTo, onClose }: Props) {
  const [current, setCurrent] = useState(mode);
  return (
    <Modal open title={TITLES[current]} width={MODAL_WIDTH.default} onCancel={onClose} footer={null} destroyOnHidden>
      <SignInPanel initialMode={mode} redirectTo={redirectTo} onSignedIn={onClose} onModeChange={setCurrent} />
    </Modal>
  );
}
