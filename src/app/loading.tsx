import styles from './loading.module.css';

/** A quiet outline of a page while the next one streams in: a title line and a few cards. */
export default function Loading() {
  return (
    <div className={`container ${styles.page}`} aria-busy="true" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
      <span className={`skeleton ${styles.title}`} />
      <span className={`skeleton ${styles.line}`} />
      <div className={styles.grid}>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={styles.card}>
            <span className={`skeleton ${styles.image}`} />
            <span className={`skeleton ${styles.line}`} />
            <span className={`skeleton ${styles.short}`} />
          </div>
        ))}
      </div>
    </div>
  );
}
