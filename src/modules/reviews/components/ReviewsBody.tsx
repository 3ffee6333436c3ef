import { useLocale, useTranslations } from 'next-intl';
import type { Review } from '@/modules/catalogue/contract';
import { Stars } from '@/shared/ui/Stars';
import { ReviewItem } from './ReviewItem';
import { LANGUAGE_TAG } from '@/shared/i18n/locales';
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
  const t = useTranslations('reviews.client');
  const locale = useLocale();
  if (reviews.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('empty.title')}</p>
        <p className="muted">{t('empty.lead')}</p>
      </div>
    );
  }
  // One decimal, as the page's language writes it (4.5, 4,5).
  const average = summary.rating.toLocaleString(LANGUAGE_TAG[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <>
      <p className={styles.summary}>
        <Stars value={summary.rating} size={22} label={t('average', { average })} />
        <span className={styles.average} aria-hidden="true">
          {average}
        </span>
        <span className="muted">{t('count', { count: summary.count })}</span>
      </p>
      <ol className={styles.list} aria-label={t('list')}>
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ol>
    </>
  );
}
