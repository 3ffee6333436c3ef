import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/_i18n/page-locale';
import { JobView } from '@/modules/jobs/components';
import { readJob } from '@/modules/jobs/server';
import { signedInCustomer } from '@/modules/session';
import { JOB_ID } from '@/modules/jobs';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { Link, redirect } from '@/shared/i18n/navigation';
import styles from '../../account.module.css';
import { SignInEnded } from '../SignInEnded';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'jobs.server.pages' });
  return { title: t('jobTitle'), robots: { index: false, follow: false } };
}

/**
 * One of the customer's jobs, its products' names asked of the dashboard in the page's language.
 * Someone else's job, a deleted one and a dashboard without jobs all answer 404 upstream, and the
 * site's not-found page here.
 */
export default async function JobPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  if (!JOB_ID.test(id)) notFound();
  const t = await getTranslations({ locale, namespace: 'jobs.server.pages' });
  const jar = await cookies();
  if (!signedInCustomer(jar)) redirect({ href: `/sign-in?redirect=${encodeURIComponent(localePath(`/account/jobs/${id}`, locale))}`, locale });
  const read = await readJob(jar, Number(id), locale);
  if (read.kind === 'missing') notFound();
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link href="/account/jobs">{t('backToJobs')}</Link>
      </p>
      {read.kind === 'signed-out' ? <SignInEnded what="job" /> : <JobView initialJob={read.data} />}
    </div>
  );
}
