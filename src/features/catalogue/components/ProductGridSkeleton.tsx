import gridStyles from './ProductGrid.module.css';
import styles from './ProductGridSkeleton.module.css';

/** The grid's shape (ProductGrid's own columns) while the next list renders, so nothing jumps when it arrives. */
export function ProductGridSkeleton({ cards = 8 }: { cards?: number }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading products…
      </p>
      <ul className={`card-grid ${gridStyles.grid}`} aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          <li key={i} className={styles.card}>
            <span className={`skeleton ${styles.image}`} />
            <span className={`skeleton ${styles.line}`} />
            <span className={`skeleton ${styles.lineShort}`} />
          </li>
        ))}
      </ul>
    </>
  );
}
