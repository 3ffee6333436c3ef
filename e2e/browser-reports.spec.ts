import type { Page } from '@playwright/test';
import { ownClient } from './accounts-helpers';
import { expect, test } from './fixtures';
import { gotoHydrated, settledAfterIdle } from './journey-helpers';

const PRODUCT_SLUG = 'nordwood-pure-led-hardwax-oil';

// A client of its own: the reports' per-client limit is not spent by the other specs' pages.
test.use({ extraHTTPHeaders: ownClient() });

/** The page loaded and idle long enough for the reporter, which loads after the load event, to be listening. */
const reporterListening = (page: Page) => settledAfterIdle(page, 300);

const beacon = (page: Page, path: string) => page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === path);

/**
 * The page hidden as a switch to another tab hides it. Headless Chromium keeps every tab visible,
 * and the beacons a page sends as it is left are out of Playwright's sight (their document is
 * gone), so the page stays and says it is hidden, the way the browser says it.
 */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

test('a page view reports its web vitals and an uncaught error as the page is hidden, and the shop takes both (204) @desktop-only', async ({ page }) => {
  await gotoHydrated(page, `/product/${PRODUCT_SLUG}`);
  await reporterListening(page);
  // An interaction ends LCP's watch as a customer's would (web-vitals reports it when idle).
  await page.getByRole('heading', { level: 1 }).click();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  // An error escapes to the window.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        setTimeout(() => {
          setTimeout(resolve);
          throw new Error('Thrown for the browser-reports spec');
        }),
      ),
  );

  const [vitals, errors] = await Promise.all([beacon(page, '/api/vitals'), beacon(page, '/api/client-errors'), hide(page)]);

  const report = vitals.postDataJSON() as { path: string; device: string; metrics: { name: string; value: number }[] };
  expect(report).toMatchObject({ path: `/product/${PRODUCT_SLUG}`, device: 'desktop' });
  expect(report.metrics.map(({ name }) => name)).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP']));
  expect(errors.postDataJSON()).toMatchObject({
    path: `/product/${PRODUCT_SLUG}`,
    errors: [{ message: 'Error: Thrown for the browser-reports spec', stack: expect.stringContaining('Thrown for the browser-reports spec') }],
  });
  // The routes of their own answer, not the door (which has no such dashboard call: 404).
  expect((await vitals.response())?.status()).toBe(204);
  expect((await errors.response())?.status()).toBe(204);
});
