import { useLocale } from 'next-intl';
import type { Review } from '@/modules/catalogue/contract';
import { formatDate } from '@/shared/ui/format';
import { imageAttributes } from '@/shared/ui/image-attributes';
import { Stars } from '@/shared/ui/Stars';
import { ReviewImages } from './ReviewImages';
import styles from './reviews.module.css';

/** One review; it renders on the server and, after an update, in the browser. */
export function ReviewItem({ review }: { review: Review }) {
  const locale = useLocale();
  return (
    <li className={styles.review}>
      <article aria-labelledby={`review-${review.id}-title`}>
        <Stars value={review.stars} size={16} />
        <h3 id={`review-${review.id}-title`} className={styles.reviewTitle}>
          {review.title}
        </h3>
        <p className={styles.message}>{review.message}</p>
        <ReviewImages
          paths={review.img_path}
          thumbs={review.img_path.map((src) => imageAttributes({ src, alt: '', width: 88, height: 88, className: styles.thumbImage }))}
          reviewTitle={review.title}
        />
        <p className={styles.byline}>
          <span className={styles.author}>{review.author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={review.created_at}>{formatDate(review.created_at, locale)}</time>
        </p>
      </article>
    </li>
  );
}
