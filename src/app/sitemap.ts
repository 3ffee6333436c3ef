import type { MetadataRoute } from 'next';
import { getAllProducts } from '@/features/catalogue/api';
import { productHref } from '@/features/catalogue/components/productHref';
import { absoluteUrl } from '@/shared/seo/metadata';

/** Every page that exists: home, the product list and each product. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const products = await getAllProducts();
  return [
    { url: absoluteUrl('/'), changeFrequency: 'weekly', priority: 1 },
    { url: absoluteUrl('/products'), changeFrequency: 'weekly', priority: 0.9 },
    ...products.map((product) => ({
      url: absoluteUrl(productHref(product.slug)),
      lastModified: product.created_at,
      changeFrequency: 'monthly' as const,
      priority: 0.8,
    })),
  ];
}
