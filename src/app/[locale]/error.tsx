'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Link } from '@/shared/i18n/navigation';
import styles from './status-page.module.css';

export default function ErrorPage({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations('shell.client.error');
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('heading')}</h1>
      <p className="muted">{t('lead')}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => retry()}>
          {t('retry')}
        </button>
        <Link href="/" className="btn btn-ghost">
          {t('home')}
        </Link>
      </div>
    </div>
  );
}
