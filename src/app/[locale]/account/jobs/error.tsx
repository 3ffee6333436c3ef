'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import statusStyles from '../../status-page.module.css';

/** The dashboard failed or did not answer while the jobs were read; the rest of the account still works. */
export default function JobsError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={`container ${statusStyles.page}`}>
      <h1>Your jobs could not be loaded</h1>
      <p className="muted">The shop server did not answer just now. Please try again in a moment.</p>
      <div className={statusStyles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => retry()}>
          Try again
        </button>
        <Link href="/account" className="btn btn-ghost">
          Back to my account
        </Link>
      </div>
    </div>
  );
}
