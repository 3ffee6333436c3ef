import { AntdRegistry } from '@ant-design/nextjs-registry';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/app/_i18n/page-locale';
import { AccountView } from '@/modules/accounts/components';
import { JobsCard } from '@/modules/jobs/components';
import { readJobs } from '@/modules/jobs/server';
import { signedInCustomer } from '@/modules/session';
import { redirect } from '@/shared/i18n/navigation';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import styles from './account.module.css';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'accounts.server.accountPage' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * Signed-in only: a visitor (no auth cookie) goes to sign-in, in the page's language, and comes back here. Reading cookies
 * makes this page render per request, which a personal page must anyway.
 */
export default async function AccountPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const jar = await cookies();
  const user = signedInCustomer(jar);
  if (!user) return redirect({ href: '/sign-in?redirect=%2Faccount', locale });
  const t = await getTranslations({ locale, namespace: 'accounts.server.accountPage' });
  const jobs = await jobsIfOffered(jar);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <AntdRegistry>
        <AntdProvider>
          <AccountView initialUser={user} jobs={jobs && <JobsCard jobs={jobs} />} />
        </AntdProvider>
      </AntdRegistry>
    </div>
  );
}

/**
 * The customer's jobs for the Jobs card, or null for no card: the dashboard has no jobs (404), or
 * could not say just now — the account page must not fail because of an extension.
 */
async function jobsIfOffered(jar: Awaited<ReturnType<typeof cookies>>) {
  try {
    const read = await readJobs(jar);
    return read.kind === 'found' ? read.data : null;
  } catch {
    return null;
  }
}
