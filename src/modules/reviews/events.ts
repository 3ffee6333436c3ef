import type { Review } from '@/modules/catalogue/contract';

/**
 * How a published review reaches the list on the page: the modal (loaded lazily, rendered by
 * the app's ModalRoot far from the list) announces the product's fresh reviews with a window
 * event, and the list's small client boundary listens. A window event rather than a Redux slice
 * because the reviews are one page's data, not shared app state: nothing else reads them, and
 * the shared store stays free of a reducer that only the product page would use.
 */
export const REVIEWS_UPDATED_EVENT = 'reviews:updated';

export interface ReviewsUpdatedDetail {
  productId: number;
  /** All reviews of the product, newest first, as POST /reviews/create answers them. */
  reviews: Review[];
}

export function announceReviewsUpdated(detail: ReviewsUpdatedDetail) {
  window.dispatchEvent(new CustomEvent<ReviewsUpdatedDetail>(REVIEWS_UPDATED_EVENT, { detail }));
}

/** Calls `listener` with the reviews of `productId` whenever they change; returns the unsubscribe. */
export function onReviewsUpdated(productId: number, listener: (reviews: Review[]) => void) {
  const handle = (event: Event) => {
    const { detail } = event as CustomEvent<ReviewsUpdatedDetail>;
    if (detail?.productId === productId) listener(detail.reviews);
  };
  window.addEventListener(REVIEWS_UPDATED_EVENT, handle);
  return () => window.removeEventListener(REVIEWS_UPDATED_EVENT, handle);
}
