import styles from './Stars.module.css';

/** Read-only star rating with half steps (docs/contract.md §3 Review.stars). Server-renderable. */
export function Stars({ value, size = 18, label }: { value: number; size?: number; label?: string }) {
  const rounded = Math.round(value * 2) / 2;
  const text = label ?? `Rated ${rounded} out of 5`;
  return (
    <span className={styles.stars} role="img" aria-label={text} style={{ fontSize: size }}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rounded >= n ? 100 : rounded >= n - 0.5 ? 50 : 0;
        return (
          <span key={n} className={styles.star} aria-hidden="true">
            <span className={styles.fill} style={{ width: `${fill}%` }}>★</span>★
          </span>
        );
      })}
    </span>
  );
}
