'use client';

import { Button, Modal } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { MODAL_WIDTH } from '@/shared/config/constants';
import modalFooter from '@/shared/ui/ModalFooter.module.css';
import { rememberDiscountDismissed, wasDiscountDismissed } from '../discount-notice';

interface DiscountNotificationModalProps {
  message: string;
  onClose: () => void;
}

/** Tells the customer an order discount now applies; once dismissed, the same message stays quiet. */
export default function DiscountNotificationModal({ message, onClose }: DiscountNotificationModalProps) {
  const t = useTranslations('promotions.client.discount');
  const [alreadySeen] = useState(() => wasDiscountDismissed(message));

  useEffect(() => {
    if (alreadySeen) onClose();
  }, [alreadySeen, onClose]);

  if (alreadySeen) return null;

  const dismiss = () => {
    rememberDiscountDismissed(message);
    onClose();
  };

  return (
    <Modal open title={t('title')} width={MODAL_WIDTH.default} onCancel={dismiss} footer={null}>
      <p>{message}</p>
      <div className={modalFooter.footer}>
        <Button type="primary" onClick={dismiss}>
          {t('gotIt')}
        </Button>
      </div>
    </Modal>
  );
}
