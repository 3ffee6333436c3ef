import type { Product, ProductSummary } from '@/modules/catalogue/contract';

/** Average of the reviews' stars to one decimal; 0 without reviews. */
export function refreshRating(product: Product) {
  const total = product.reviews.reduce((sum, review) => sum + review.stars, 0);
  product.reviews_count = product.reviews.length;
  product.rating = product.reviews.length ? Math.round((total / product.reviews.length) * 10) / 10 : 0;
}

export function toSummary(product: Product): ProductSummary {
  const { id, slug, title, img, categories, color, price_type_data, price_from, rating, reviews_count, created_at } = product;
  return { id, slug, title, img, categories, color, price_type_data, price_from, rating, reviews_count, created_at };
}
