import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getProductBySlug } from '@/modules/catalogue/server';
import { productPageTag } from '@/shared/api/cache-tags';
import { DashboardNotFoundError, tagRenderedPage } from '@/server/dashboard/cached-reads';
import type { Locale } from '@/shared/i18n/locales';

/** The route's slug is URL-encoded (docs/contract.md §2); a malformed escape is taken as written. */
export function decodeSlug(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * One read per request for the page and its metadata, in the page's language; an unknown slug is a 404. The page is
 * tagged with the product's id, which a new review of it expires (the review names the id only).
 */
export const loadProduct = cache(async (rawSlug: string, locale: Locale) => {
  try {
    const product = await getProductBySlug(decodeSlug(rawSlug), locale);
    await tagRenderedPage([productPageTag(product.id)]);
    return product;
  } catch (error) {
    if (error instanceof DashboardNotFoundError) notFound();
    throw error;
  }
});
