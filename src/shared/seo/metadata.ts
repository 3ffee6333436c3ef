import type { Metadata } from 'next';
import { SHOP_NAME } from '@/shared/config/constants';
import { siteUrl } from '@/shared/config/env';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { DEFAULT_LOCALE, LANGUAGE_TAG, LOCALES, OPEN_GRAPH_LOCALE, type Locale } from '@/shared/i18n/locales';

/** Shared image used when a page has no picture of its own (the home hero). */
export const DEFAULT_OG_IMAGE = '/uploads/img/home/hero.png';

export interface PageMetadataInput {
  title: string;
  description: string;
  /** Site-relative path of the page, query included when it selects content, e.g. "/products". */
  path: string;
  /** Site-relative or absolute image URL for OpenGraph / Twitter cards. */
  image?: string;
  /** OpenGraph type; product pages may pass 'website' too, Next has no 'product' type. */
  type?: 'website' | 'article';
  /** The page's language: its canonical address is in it, and both languages are named (hreflang). */
  locale: Locale;
}

/** Turns a site-relative path into an absolute URL on the public site. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The page's address in each language, for `hreflang` alternates; `x-default` is the English page
 * (docs/i18n.md "Choice").
 */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((locale) => [LANGUAGE_TAG[locale], absoluteUrl(localePath(path, locale))]));
  return { ...languages, 'x-default': absoluteUrl(localePath(path, DEFAULT_LOCALE)) };
}

/** Title, description, canonical (in the page's language), language alternates, OpenGraph and Twitter card for one page. */
export function pageMetadata({ title, description, path, image = DEFAULT_OG_IMAGE, type = 'website', locale }: PageMetadataInput): Metadata {
  const url = absoluteUrl(localePath(path, locale));
  const images = [{ url: absoluteUrl(image), alt: title }];
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: { title, description, url, siteName: SHOP_NAME, type, images, locale: OPEN_GRAPH_LOCALE[locale] },
    twitter: { card: 'summary_large_image', title, description, images: images.map((i) => i.url) },
  };
}
