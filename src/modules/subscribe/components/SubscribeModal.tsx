'use client';

import { Modal } from 'antd';
import { useTranslations } from 'next-intl';
import { MODAL_WIDTH } from '@/shared/config/constants';
import SubscribeForm from './SubscribeForm';

/** The SUBSCRIBE modal (docs/contract.md §2): the same newsletter form as the home page's block. */
export default function SubscribeModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('subscribe.client.modal');
  return (
    <Modal open title={t('title')} width={MODAL_WIDTH.default} onCancel={onClose} footer={null}>
      <p>{t('lead')}</p>
      <SubscribeForm autoFocus onSubscribed={onClose} />
    </Modal>
  );
}
