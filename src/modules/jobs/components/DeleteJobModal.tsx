'use client';

import { Modal } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/shared/i18n/navigation';
import { useErrorText } from '@/shared/i18n/use-error-text';
import type { ModalPropsByType } from '@/shared/modal/types';
import { MODAL_WIDTH } from '@/shared/config/constants';
import modalFooter from '@/shared/ui/ModalFooter.module.css';
import { PendingButton } from '@/shared/ui/PendingButton';
import { toast } from '@/shared/ui/toast';
import { jobCalls } from '../calls';
import { Problem } from './Problem';
import styles from './jobs.module.css';

type DeleteJobModalProps = ModalPropsByType['DELETE_JOB'] & { onClose: () => void };

/**
 * DELETE_JOB: a confirmation that says what goes and what stays (docs/contract.md §10: its orders
 * keep the name). Two plain choices, no close icon, in the middle of the screen, as antd's confirm
 * modals look; Escape and a click beside it keep the job. It opens on "Keep the job", the choice
 * that loses nothing.
 */
export default function DeleteJobModal({ id, name, onClose }: DeleteJobModalProps) {
  const t = useTranslations('jobs.client.delete');
  const errorText = useErrorText();
  const router = useRouter();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setDeleting(true);
    setError(null);
    try {
      const { message } = await (await jobCalls()).deleteJob(id);
      toast.success(message);
      onClose();
      router.push('/account/jobs');
      router.refresh();
    } catch (failure) {
      setError(errorText(failure));
      setDeleting(false);
    }
  };

  return (
    <Modal open centered title={t('title')} width={MODAL_WIDTH.confirm} closable={false} onCancel={onClose} footer={null}>
      <p>{t('body', { name })}</p>
      {error && <Problem message={error} />}
      <div className={modalFooter.footer}>
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={deleting} autoFocus>
          {t('keep')}
        </button>
        <PendingButton className={`btn ${styles.dangerPrimary}`} pending={deleting} onClick={() => void confirm()}>
          {t('confirm')}
        </PendingButton>
      </div>
    </Modal>
  );
}
