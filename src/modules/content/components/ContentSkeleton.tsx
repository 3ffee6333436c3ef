import styles from './ContentSkeleton.module.css';

/** Stand-in while a content page (article, service) loads on client navigation. */
export function ContentSkeleton({ label }: { label: string }) {
  return (
    <div className="container page" aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className={`skeleton ${styles.title}`} />
      <div className={`skeleton ${styles.image}`} />
      <div className={`skeleton ${styles.line}`} />
      <div className={`skeleton ${styles.line}`} />
      <div className={`skeleton ${styles.short}`} />
    </div>
  );
}
