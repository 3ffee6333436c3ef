import type { Review } from '@/modules/catalogue/contract';
import { Stars } from '@/shared/ui/Stars';
import { ReviewItem } from './ReviewItem';
import styles from './reviews.module.css';

export interface ReviewsSummary {
  /** Average stars, 0..5. */
  rating: number;
  count: number;
}

/** Average of a full review list, to one decimal (as the product's `rating` is). */
export function summarise(reviews: Review[]): ReviewsSummary {
  const total = reviews.reduce((sum, review) => sum + review.stars, 0);
  return { rating: reviews.length ? Math.round((total / reviews.length) * 10) / 10 : 0, count: reviews.length };
}

/** The average, the count and the list; or the empty state. */
export function ReviewsBody({ reviews, summary }: { reviews: Review[]; summary: ReviewsSummary }) {
  if (reviews.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>No reviews yet</p>
        <p className="muted">Used it on a floor? Be the first to tell other professionals how it went.</p>
      </div>
    );
  }
  const average = summary.rating.toFixed(1);
  return (
    <>
      <p className={styles.summary}>
        <Stars value={summary.rating} size={22} label={`Average rating ${average} out of 5`} />
        <span className={styles.average} aria-hidden="true">
          {average}
        </span>
        <span className="muted">
          {summary.count} review{summary.count === 1 ? '' : 's'}
        </span>
      </p>
      <ol className={styles.list} aria-label="Customer reviews">
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ol>
    </>
  );
}
