import { api, toForm } from '@/shared/api/client';
import type { Review } from '@/modules/catalogue/contract';
import type { ReviewFormValues } from './schema';

export interface NewReview extends ReviewFormValues {
  products_id: number;
}

/**
 * POST /reviews/create (docs/contract.md §7): one multipart form with the review and its images as
 * `img_path[]`. Answers every review of the product, newest first.
 */
export async function createReview(review: NewReview, images: File[], onProgress?: (percent: number) => void) {
  const form = toForm({
    products_id: review.products_id,
    stars: review.stars,
    title: review.title.trim(),
    message: review.message.trim(),
    img_path: images,
  });
  const answer = await api.post<{ reviews: Review[] }>('/reviews/create', form, { onUploadProgress: onProgress });
  return answer.data.reviews;
}
