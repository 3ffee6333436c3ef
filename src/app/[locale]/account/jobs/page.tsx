import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/_i18n/page-locale';
import { JobsView } from '@/modules/jobs/components';
import { readJobs } from '@/modules/jobs/server';
import { signedInCustomer } from '@/modules/session';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { Link, redirect } from '@/shared/i18n/navigation';
import styles from '../account.module.css';
import { SignInEnded } from './SignInEnded';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'jobs.server.pages' });
  return { title: t('jobsTitle'), robots: { index: false, follow: false } };
}

/**
 * Account → Jobs (docs/contract.md §10), read on the server with the customer's own sign-in. A
 * visitor goes to sign-in and comes back (in the page's language); a dashboard without jobs makes this page not found.
 */
export default async function JobsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'jobs.server.pages' });
  const jar = await cookies();
  if (!signedInCustomer(jar)) redirect({ href: `/sign-in?redirect=${encodeURIComponent(localePath('/account/jobs', locale))}`, locale });
  const read = await readJobs(jar, locale);
  if (read.kind === 'missing') notFound();
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link href="/account">{t('backToAccount')}</Link>
      </p>
      <h1 className={styles.title}>{t('heading')}</h1>
      {read.kind === 'signed-out' ? <SignInEnded what="jobs" /> : <JobsView initialJobs={read.data} />}
    </div>
  );
}
