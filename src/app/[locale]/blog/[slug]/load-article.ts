import 'server-only';
import { cache } from 'react';
import { orNotFound } from '@/app/_lib/or-not-found';
import { decodeSlug } from '@/app/[locale]/product/[slug]/load-product';
import { getArticleBySlug } from '@/modules/content/server';
import type { Locale } from '@/shared/i18n/locales';

/** One read per request for the page and its metadata, in the page's language; an unknown slug is a 404. */
export const loadArticle = cache((rawSlug: string, locale: Locale) => orNotFound(() => getArticleBySlug(decodeSlug(rawSlug), locale)));
