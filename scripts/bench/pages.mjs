import { localePath } from '../../src/shared/i18n/locale-path.mjs';
import { DEMO_JOB_PATH, DEMO_ORDER_PATH } from './demo-customer.mjs';

/**
 * The pages the bench measures: every catalogue and content page, in English and in French (the
 * same page under /fr, docs/i18n.md). Add a page here and it gets Lighthouse, HTML size and
 * throughput in both tables, in both languages.
 */
export function benchPages(productSlug) {
  const english = englishPages(productSlug);
  return [...english, ...english.map((page) => localePath(page, 'fr'))];
}

function englishPages(productSlug) {
  return [
    '/',
    '/products',
    // A filtered, sorted list: every /products URL is meant to come from the cache.
    '/products?categories=1,3&sort=price_asc',
    `/product/${encodeURIComponent(productSlug)}`,
    '/blog',
    '/blog?page=2',
    '/blog/why-led-cured-oils-change-floor-finishing',
    '/services',
    '/services/led-oil-finishing',
    '/color-lab',
    '/awards',
    // A search results page: cached per query like /products.
    '/search?q=walnut',
    // The order pad: its own route, so its code stays out of the catalogue pages' first load.
    '/order-pad',
    // The offline page the service worker precaches and shows for a page never visited.
    '/offline',
  ];
}

/**
 * Pages measured signed in as the demo customer (scripts/bench/demo-customer.mjs): Lighthouse and
 * HTML size. No throughput: a personal page is rendered per request and is no cache's to serve.
 */
export const SIGNED_IN_PAGES = [DEMO_ORDER_PATH, '/account/jobs', DEMO_JOB_PATH];
