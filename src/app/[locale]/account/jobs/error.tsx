'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Link } from '@/shared/i18n/navigation';
import statusStyles from '../../status-page.module.css';

/** The dashboard failed or did not answer while the jobs were read; the rest of the account still works. */
export default function JobsError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations('jobs.client.error');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={`container ${statusStyles.page}`}>
      <h1>{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <div className={statusStyles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => retry()}>
          {t('retry')}
        </button>
        <Link href="/account" className="btn btn-ghost">
          {t('account')}
        </Link>
      </div>
    </div>
  );
}
