/**
 * The pages the bench measures. Add a page here (e.g. the content pages: '/blog', '/services')
 * and it gets Lighthouse, HTML size and throughput in both tables.
 */
export function benchPages(productSlug) {
  return [
    '/',
    '/products',
    // A filtered, sorted list: every /products URL is meant to come from the cache.
    '/products?categories=1,3&sort=price_asc',
    `/product/${encodeURIComponent(productSlug)}`,
  ];
}
