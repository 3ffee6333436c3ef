'use client';

import { Modal } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MODAL_WIDTH } from '@/shared/config/constants';
import type { ModalPropsByType } from '@/shared/modal/types';
import { SignInPanel } from './SignInPanel';

type Props = ModalPropsByType['SIGN_IN'] & { onClose: () => void };

/** The SIGN_IN modal (docs/contract.md §2): the page's form, staying on the page unless given a redirect. */
export default function SignInModal({ mode = 'signIn', redirectTo, onClose }: Props) {
  const [current, setCurrent] = useState(mode);
  const t = useTranslations('accounts.client');
  return (
    <Modal open title={current === 'forgotPassword' ? t('forgotPassword.title') : t('signIn.title')} width={MODAL_WIDTH.default} onCancel={onClose} footer={null} destroyOnHidden>
      <SignInPanel initialMode={mode} redirectTo={redirectTo} onSignedIn={onClose} onModeChange={setCurrent} />
    </Modal>
  );
}
