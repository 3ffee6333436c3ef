import styles from './CardGridSkeleton.module.css';

interface CardGridSkeletonProps {
  /** The grid's own class, so the skeleton takes its columns and nothing jumps when the list arrives. */
  gridClassName: string;
  /** Said to screen readers while it shows: "Loading products…". */
  status: string;
  /** The cards' picture shape (CSS aspect-ratio). */
  imageRatio: string;
  cards?: number;
}

/** A list's grid of cards while the next page of it renders (PendingResults' skeleton). */
export function CardGridSkeleton({ gridClassName, status, imageRatio, cards = 8 }: CardGridSkeletonProps) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <ul className={`card-grid ${gridClassName}`} aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          <li key={i} className={styles.card}>
            <span className={`skeleton ${styles.image}`} style={{ aspectRatio: imageRatio }} />
            <span className={`skeleton ${styles.line}`} />
            <span className={`skeleton ${styles.lineShort}`} />
          </li>
        ))}
      </ul>
    </>
  );
}
