'use client';

import { useTranslations } from 'next-intl';
import { CATEGORY_LINKS } from '@/app/_shell/links';
import { SHOP_NAME } from '@/shared/config/constants';
import { Link } from '@/shared/i18n/navigation';
import styles from './status-page.module.css';

/**
 * Every unknown address in either language (src/app/[locale]/[...rest]) and every notFound().
 * A client component: it renders in its own pass, where the page's setRequestLocale does not
 * reach, so it reads its words from the layout's provider (and could otherwise make a static
 * page read the request's headers). Its title and robots are elements React hoists into the head.
 */
export default function NotFound() {
  const t = useTranslations('shell.client.notFound');
  const category = useTranslations('catalogue.client.categories');
  return (
    <div className={`container ${styles.page}`}>
      <title>{`${t('title')} | ${SHOP_NAME}`}</title>
      <meta name="robots" content="noindex" />
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
