import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { JobsView } from '@/modules/jobs/components';
import { readJobs } from '@/modules/jobs/server';
import { signedInCustomer } from '@/modules/session';
import styles from '../account.module.css';
import { SignInEnded } from './SignInEnded';

export const metadata: Metadata = { title: 'Jobs', robots: { index: false, follow: false } };

/**
 * Account → Jobs (docs/contract.md §10), read on the server with the customer's own sign-in. A
 * visitor goes to sign-in and comes back; a dashboard without jobs makes this page not found.
 */
export default async function JobsPage() {
  const jar = await cookies();
  if (!signedInCustomer(jar)) redirect('/sign-in?redirect=%2Faccount%2Fjobs');
  const read = await readJobs(jar);
  if (read.kind === 'missing') notFound();
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link href="/account">← My account</Link>
      </p>
      <h1 className={styles.title}>Jobs</h1>
      {read.kind === 'signed-out' ? (
        <SignInEnded what="your jobs" />
      ) : (
        <JobsView initialJobs={read.data} />
      )}
    </div>
  );
}
