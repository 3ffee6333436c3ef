import type { Product } from '@/modules/catalogue/contract';
import { api } from '@/shared/api/client';
import { ApiError } from '@/shared/api/errors';

/** GET /products/by-slug through the door: today's product, or null when the catalogue has no such slug (404). */
export async function fetchProductBySlug(slug: string): Promise<Product | null> {
  try {
    const { data } = await api.get<{ data: Product }>('/products/by-slug', { query: { slug } });
    return data.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
