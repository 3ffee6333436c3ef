import { useTranslations } from 'next-intl';
import type { ComponentType, ReactNode } from 'react';
import { pageWindow } from './page-window';
import styles from './Pagination.module.css';

export interface PageLinkProps {
  href: string;
  className?: string;
  rel?: string;
  'aria-current'?: 'page';
  'aria-label'?: string;
  children: ReactNode;
}

interface PaginationProps {
  current: number;
  pages: number;
  hrefFor: (page: number) => string;
  /** The list's own link (a transition, a pending mark); a plain anchor otherwise. */
  PageLink: ComponentType<PageLinkProps>;
}

/** Previous, first, last and neighbouring pages, and Next; each page is a URL. */
export function Pagination({ current: requested, pages, hrefFor, PageLink }: PaginationProps) {
  const t = useTranslations('kit.client.pagination');
  if (pages <= 1) return null;
  const current = Math.min(requested, pages);
  return (
    <nav className={styles.nav} aria-label={t('label')}>
      {current > 1 ? (
        <PageLink href={hrefFor(current - 1)} className={styles.step} rel="prev">
          {t('previous')}
        </PageLink>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">{t('previous')}</span>
      )}
      <ol className={styles.pages}>
        {pageWindow(current, pages).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">…</li>
          ) : (
            <li key={page}>
              <PageLink href={hrefFor(page)} className={styles.page} aria-current={page === current ? 'page' : undefined} aria-label={t('page', { page })}>
                {page}
              </PageLink>
            </li>
          ),
        )}
      </ol>
      {current < pages ? (
        <PageLink href={hrefFor(current + 1)} className={styles.step} rel="next">
          {t('next')}
        </PageLink>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">{t('next')}</span>
      )}
    </nav>
  );
}
