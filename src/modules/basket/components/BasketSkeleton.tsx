import { useTranslations } from 'next-intl';
import styles from './basket.module.css';

const ROWS = 2;

/** The basket's outline while it is read from the server (also the route's loading state). */
export function BasketSkeleton() {
  const t = useTranslations('basket.client');
  return (
    <div className={styles.layout} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <div>
        {Array.from({ length: ROWS }, (_, index) => (
          <div key={index} className={styles.skeletonRow}>
            <span className={`skeleton ${styles.skeletonImage}`} />
            <div>
              <span className={`skeleton ${styles.skeletonLine}`} />
              <span className={`skeleton ${styles.skeletonShort}`} />
            </div>
          </div>
        ))}
      </div>
      <span className={`skeleton ${styles.skeletonSummary}`} />
    </div>
  );
}
