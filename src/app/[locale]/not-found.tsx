import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { CATEGORY_LINKS } from '@/app/_shell/links';
import { Link } from '@/shared/i18n/navigation';
import styles from './status-page.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shell.server.notFound');
  return { title: t('title'), robots: { index: false } };
}

export default function NotFound() {
  const t = useTranslations('shell.server.notFound');
  const category = useTranslations('catalogue.client.categories');
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code}>404</p>
      <h1>{t('heading')}</h1>
      <p className="muted">{t('lead')}</p>
      <div className={styles.actions}>
        <Link href="/products" className="btn btn-primary">
          {t('browse')}
        </Link>
        <Link href="/" className="btn btn-ghost">
          {t('home')}
        </Link>
      </div>
      <ul className={styles.links} aria-label={t('categories')}>
        {CATEGORY_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{category(link.label)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
