// @ts-check
/**
 * Next marks the RSC answers of a cached page (the router's prefetches and client navigations)
 * with the page's own `s-maxage=…, stale-while-revalidate=…`. A browser ignores s-maxage but
 * honours stale-while-revalidate: when a page is opened again (a reload, a mailed link opened a
 * second time) the router's prefetches of the header's links are answered from the browser's
 * own copy, and Chromium sends each one again in the background. It never reports the end of
 * those revalidations: each holds one of the six connections to the shop for 8 to 20 s, the
 * requests behind them wait, and the page never goes quiet.
 *
 * So an RSC answer goes out without stale-while-revalidate: no browser answers a prefetch from
 * its own copy (the router keeps its own), and a CDN keeps the whole rule from CDN-Cache-Control
 * (RFC 9213), which browsers do not read.
 */
const STALE_WHILE_REVALIDATE = /,?\s*stale-while-revalidate=\d+/i;

/**
 * Rewrites the Cache-Control of `response` as described above when `request` is one of the router's.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function keepRouterAnswersFromBrowserRevalidation(request, response) {
  if (request.headers.rsc === undefined) return;
  const { writeHead } = response;
  /** @type {typeof writeHead} */
  response.writeHead = function (...args) {
    const rule = this.getHeader('cache-control');
    if (typeof rule === 'string' && STALE_WHILE_REVALIDATE.test(rule)) {
      this.setHeader('cdn-cache-control', rule);
      this.setHeader('cache-control', rule.replace(STALE_WHILE_REVALIDATE, '').replace(/^\s*,\s*/, ''));
    }
    return writeHead.apply(this, /** @type {Parameters<typeof writeHead>} */ (args));
  };
}
