import { listHref, type ListState } from '../listQuery';
import { ListLink } from './ListNavigation';
import { pageWindow } from '@/shared/ui/page-window';
import styles from '@/shared/ui/Pagination.module.css';

export function Pagination({ state, pages }: { state: ListState; pages: number }) {
  if (pages <= 1) return null;
  const current = Math.min(state.page, pages);
  return (
    <nav className={styles.nav} aria-label="Pagination">
      {current > 1 ? (
        <ListLink href={listHref(state, { page: current - 1 })} className={styles.step} rel="prev">
          ‹ Previous
        </ListLink>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">‹ Previous</span>
      )}
      <ol className={styles.pages}>
        {pageWindow(current, pages).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">…</li>
          ) : (
            <li key={page}>
              <ListLink
                href={listHref(state, { page })}
                className={styles.page}
                aria-current={page === current ? 'page' : undefined}
                aria-label={`Page ${page}`}
              >
                {page}
              </ListLink>
            </li>
          ),
        )}
      </ol>
      {current < pages ? (
        <ListLink href={listHref(state, { page: current + 1 })} className={styles.step} rel="next">
          Next ›
        </ListLink>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">Next ›</span>
      )}
    </nav>
  );
}
