import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/shared/seo/metadata';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/sign-in', '/products/view/', '/blog/view/', '/search/view/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
