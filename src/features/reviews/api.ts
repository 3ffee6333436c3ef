import { api, toForm } from '@/shared/api/client';
import type { Review } from '@/shared/contract/catalogue';
import type { ReviewFormValues } from './schema';

export interface NewReview extends ReviewFormValues {
  products_id: number;
}

/**
 * POST /reviews/create (docs/contract.md §7): one multipart form with the review and its images as
 * `img_path[]`. Answers every review of the product, newest first. The product's slug rides in the
 * query (`product`) for the door alone: it expires that product's cached page and read by it.
 */
export async function createReview(review: NewReview, images: File[], onProgress?: (percent: number) => void, slug?: string) {
  const form = toForm({
    products_id: review.products_id,
    stars: review.stars,
    title: review.title.trim(),
    message: review.message.trim(),
    img_path: images,
  });
  const answer = await api.post<{ reviews: Review[] }>('/reviews/create', form, {
    params: slug ? { product: slug } : undefined,
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return answer.data.reviews;
}
