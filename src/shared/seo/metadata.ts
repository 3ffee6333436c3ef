import type { Metadata } from 'next';
import { SHOP_NAME } from '@/shared/config/constants';
import { siteUrl } from '@/shared/config/env';

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
}

/** Turns a site-relative path into an absolute URL on the public site. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Title, description, canonical, OpenGraph and Twitter card for one page. */
export function pageMetadata({ title, description, path, image = DEFAULT_OG_IMAGE, type = 'website' }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  const images = [{ url: absoluteUrl(image), alt: title }];
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName: SHOP_NAME, type, images },
    twitter: { card: 'summary_large_image', title, description, images: images.map((i) => i.url) },
  };
}
