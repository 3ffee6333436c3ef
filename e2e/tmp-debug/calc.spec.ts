import { test } from '../fixtures';
import { gotoHydrated } from '../journey-helpers';
import { keptForOffline } from '../offline-helpers';

test('debug calc', async ({ page, context }) => {
  test.setTimeout(120_000);
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
  console.log('html has new chunk', (await (await page.request.get('/product/nordwood-pure-led-hardwax-oil')).text()).includes('2hd8lnyyekozm'));
  await gotoHydrated(page, '/products');
  await keptForOffline(page);
  await gotoHydrated(page, '/product/nordwood-pure-led-hardwax-oil');
  await keptForOffline(page);
  page.on('request', (r) => r.url().includes('/_next/static') && console.log('req', r.url()));
  await page.waitForTimeout(5000);
  console.log(await page.evaluate(() => [document.readyState, typeof window.requestIdleCallback, performance.getEntriesByType('resource').filter((e) => e.startTime > (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd).map((e) => e.name.slice(-30))]));
  console.log('--- offline');
  await context.setOffline(true);
  await page.reload();
  await page.waitForTimeout(2000);
  await page.getByText('Calculate how much you need').click();
  await page.waitForTimeout(4000);
});
