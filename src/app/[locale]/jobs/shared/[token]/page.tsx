import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/_i18n/page-locale';
import { SharedJobView } from '@/modules/jobs/components';
import { readCrewJob, tooManyText } from '@/modules/jobs/server';
import { crewLinkPath } from '@/modules/jobs';
import styles from '../../../account/account.module.css';

type Props = { params: Promise<{ locale: string; token: string }> };

// The token is the key to the job: kept out of search engines and of the Referer of every link here.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'jobs.server.pages' });
  return { title: t('sharedTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * /jobs/shared/<token> (/fr/jobs/shared/<token> for a link made on a French page): a job its owner
 * shared with the crew, for anyone with the link and no account, in the link's language. An
 * unknown, revoked or expired link, or a dashboard without jobs, is the not-found page.
 */
export default async function SharedJobPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { token } = await params;
  const read = await readCrewJob(token, await headers(), locale);
  if (read.kind === 'missing') notFound();
  return (
    <div className={`container ${styles.page}`}>
      {read.kind === 'limited' ? (
        <p role="alert">{await tooManyText(locale, read.refusal.headers.get('retry-after'))}</p>
      ) : (
        <SharedJobView job={read.data} packHref={`${crewLinkPath(token, locale)}/pack`} />
      )}
    </div>
  );
}
