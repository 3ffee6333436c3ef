'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import styles from './status-page.module.css';

export default function ErrorPage({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className={`container ${styles.page}`}>
      <h1>Something went wrong</h1>
      <p className="muted">This page could not be shown just now. Please try again; your basket is safe.</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => retry()}>
          Try again
        </button>
        <Link href="/" className="btn btn-ghost">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
