import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { SharedJobView } from '@/modules/jobs/components';
import { readCrewJob } from '@/modules/jobs/server';
import { crewLinkPath } from '@/modules/jobs';
import styles from '../../../account/account.module.css';

type Props = { params: Promise<{ token: string }> };

// The token is the key to the job: kept out of search engines and of the Referer of every link here.
export const metadata: Metadata = { title: 'Shared job', robots: { index: false, follow: false }, referrer: 'no-referrer' };

/**
 * /jobs/shared/<token>: a job its owner shared with the crew, for anyone with the link and no
 * account. An unknown, revoked or expired link, or a dashboard without jobs, is the not-found page.
 */
export default async function SharedJobPage({ params }: Props) {
  const { token } = await params;
  const read = await readCrewJob(token, await headers());
  if (read.kind === 'missing') notFound();
  return (
    <div className={`container ${styles.page}`}>
      {read.kind === 'limited' ? (
        <p role="alert">{(await read.refusal.json()).message}</p>
      ) : (
        <SharedJobView job={read.data} packHref={`${crewLinkPath(token)}/pack`} />
      )}
    </div>
  );
}
