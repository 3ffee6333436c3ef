'use client';

import { Alert, Button, Modal } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { normaliseError } from '@/shared/api/errors';
import { MODAL_WIDTH } from '@/shared/config/constants';
import type { Job } from '@/shared/contract/jobs';
import { toast } from '@/shared/ui/toast';
import { deleteJob } from '../api';

/** Delete, after a confirmation that says what goes and what stays (docs/contract.md §10: its orders keep the name). */
export function DeleteJobButton({ job }: { job: Pick<Job, 'id' | 'name'> }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setDeleting(true);
    setError(null);
    try {
      const { message } = await deleteJob(job.id);
      toast.success(message);
      setOpen(false);
      router.push('/account/jobs');
      router.refresh();
    } catch (failure) {
      setError(normaliseError(failure).message);
      setDeleting(false);
    }
  };

  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        Delete job
      </Button>
      {open && (
        <Modal
          open
          title="Delete this job?"
          width={MODAL_WIDTH.confirm}
          onCancel={() => setOpen(false)}
          footer={[
            <Button key="cancel" onClick={() => setOpen(false)} disabled={deleting}>
              Keep the job
            </Button>,
            <Button key="delete" danger type="primary" loading={deleting} onClick={() => void confirm()}>
              Delete job
            </Button>,
          ]}
        >
          <p>
            “{job.name}”, its products and its crew links will be deleted. Orders you made for it stay in your payment history
            under its name.
          </p>
          {error && <Alert type="error" showIcon title={error} role="alert" />}
        </Modal>
      )}
    </>
  );
}
