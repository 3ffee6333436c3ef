import { pageWindow } from '@/shared/ui/page-window';
import styles from '@/shared/ui/Pagination.module.css';
import { blogHref, type BlogState } from '../blog/query';
import { PendingLink } from './PendingLink';

/** Page links of the blog list; the page lives in the URL (`?page=2`). */
export function BlogPagination({ state, pages }: { state: BlogState; pages: number }) {
  if (pages <= 1) return null;
  const current = Math.min(state.page, pages);
  const href = (page: number) => blogHref({ ...state, page });
  return (
    <nav className={styles.nav} aria-label="Pagination">
      {current > 1 ? (
        <PendingLink href={href(current - 1)} className={styles.step} rel="prev">
          ‹ Previous
        </PendingLink>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">‹ Previous</span>
      )}
      <ol className={styles.pages}>
        {pageWindow(current, pages).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">…</li>
          ) : (
            <li key={page}>
              <PendingLink href={href(page)} className={styles.page} aria-current={page === current ? 'page' : undefined} aria-label={`Page ${page}`}>
                {page}
              </PendingLink>
            </li>
          ),
        )}
      </ol>
      {current < pages ? (
        <PendingLink href={href(current + 1)} className={styles.step} rel="next">
          Next ›
        </PendingLink>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">Next ›</span>
      )}
    </nav>
  );
}
