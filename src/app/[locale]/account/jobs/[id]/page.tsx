import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { JobView } from '@/modules/jobs/components';
import { readJob } from '@/modules/jobs/server';
import { signedInCustomer } from '@/modules/session';
import { JOB_ID } from '@/modules/jobs';
import styles from '../../account.module.css';
import { SignInEnded } from '../SignInEnded';

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: 'Job', robots: { index: false, follow: false } };

/**
 * One of the customer's jobs. Someone else's job, a deleted one and a dashboard without jobs all
 * answer 404 upstream, and the site's not-found page here.
 */
export default async function JobPage({ params }: Props) {
  const { id } = await params;
  if (!JOB_ID.test(id)) notFound();
  const jar = await cookies();
  if (!signedInCustomer(jar)) redirect(`/sign-in?redirect=${encodeURIComponent(`/account/jobs/${id}`)}`);
  const read = await readJob(jar, Number(id));
  if (read.kind === 'missing') notFound();
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link href="/account/jobs">← Jobs</Link>
      </p>
      {read.kind === 'signed-out' ? (
        <SignInEnded what="this job" />
      ) : (
        <JobView initialJob={read.data} />
      )}
    </div>
  );
}
