import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { decodeSlug } from '@/app/product/[slug]/load-product';
import { getArticleBySlug } from '@/features/content/api';
import { DashboardNotFoundError } from '@/shared/api/server';

/** One read per request for the page and its metadata; an unknown slug is a 404. */
export const loadArticle = cache(async (rawSlug: string) => {
  try {
    return await getArticleBySlug(decodeSlug(rawSlug));
  } catch (error) {
    if (error instanceof DashboardNotFoundError) notFound();
    throw error;
  }
});
