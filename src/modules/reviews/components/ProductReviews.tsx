import { useTranslations } from 'next-intl';
import type { Product } from '@/modules/catalogue/contract';
import { LiveReviews } from './LiveReviews';
import { ReviewsBody } from './ReviewsBody';
import { WriteReviewButton } from './WriteReviewButton';
import styles from './reviews.module.css';

/**
 * The product page's reviews (server component). The list is server-rendered; the client parts
 * are the write button, the photos' "+N" and gallery clicks, and a listener that swaps in the
 * fresh list after a review is published (see ../events.ts).
 */
export function ProductReviews({ product }: { product: Product }) {
  const t = useTranslations('reviews.client');
  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-heading">
      <div className={styles.header}>
        <h2 id="reviews-heading" className={styles.heading}>
          {t('heading')}
        </h2>
        <WriteReviewButton productId={product.id} productTitle={product.title} slug={product.slug} />
      </div>
      <LiveReviews productId={product.id}>
        <ReviewsBody reviews={product.reviews} summary={{ rating: product.rating, count: product.reviews_count }} />
      </LiveReviews>
    </section>
  );
}
