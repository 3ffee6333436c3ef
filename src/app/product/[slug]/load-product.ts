import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getProductBySlug } from '@/features/catalogue/api';
import { DashboardNotFoundError } from '@/shared/api/server';

/** The route's slug is URL-encoded (docs/contract.md §2); a malformed escape is taken as written. */
export function decodeSlug(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** One read per request for the page and its metadata; an unknown slug is a 404. */
export const loadProduct = cache(async (rawSlug: string) => {
  try {
    return await getProductBySlug(decodeSlug(rawSlug));
  } catch (error) {
    if (error instanceof DashboardNotFoundError) notFound();
    throw error;
  }
});
