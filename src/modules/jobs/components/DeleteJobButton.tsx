'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { Job } from '@/modules/jobs/contract';
import { PendingButton } from '@/shared/ui/PendingButton';
import { toast } from '@/shared/ui/toast';
import { failureOf, jobCalls } from '../calls';
import { Dialog } from './Dialog';
import { Problem } from './Problem';
import styles from './jobs.module.css';

/** Delete, after a confirmation that says what goes and what stays (docs/contract.md §10: its orders keep the name). */
export function DeleteJobButton({ job }: { job: Pick<Job, 'id' | 'name'> }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setError(null);
  };

  const confirm = async () => {
    setDeleting(true);
    setError(null);
    try {
      const { message } = await (await jobCalls()).deleteJob(job.id);
      toast.success(message);
      router.push('/account/jobs');
      router.refresh();
    } catch (failure) {
      setError((await failureOf(failure)).message);
      setDeleting(false);
    }
  };

  return (
    <>
      <button type="button" className={`btn btn-ghost ${styles.danger}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Delete job
      </button>
      {open && (
        <Dialog
          title="Delete this job?"
          onClose={close}
          actions={
            <>
              <button type="button" className="btn btn-ghost" onClick={close} disabled={deleting}>
                Keep the job
              </button>
              <PendingButton className={`btn ${styles.dangerPrimary}`} pending={deleting} onClick={() => void confirm()}>
                Delete job
              </PendingButton>
            </>
          }
        >
          <p>
            “{job.name}”, its products and its crew links will be deleted. Orders you made for it stay in your payment history
            under its name.
          </p>
          {error && <Problem message={error} />}
        </Dialog>
      )}
    </>
  );
}
