'use client';

import { Modal } from 'antd';
import { MODAL_WIDTH } from '@/shared/config/constants';
import SubscribeForm from './SubscribeForm';

/** The SUBSCRIBE modal (docs/contract.md §2): the same newsletter form as the home page's block. */
export default function SubscribeModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal open title="Subscribe to our newsletter" width={MODAL_WIDTH.default} onCancel={onClose} footer={null}>
      <p>New products, application guides and trade offers — about once a month.</p>
      <SubscribeForm autoFocus onSubscribed={onClose} />
    </Modal>
  );
}
