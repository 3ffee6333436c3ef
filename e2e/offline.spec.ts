import { DEMO_CUSTOMER, expect, expectNoA11yViolations, screenshotStep, signInThroughApi, test } from './fixtures';
import { basketLink, gotoHydrated, placeBelowHeader } from './journey-helpers';
import { keptForOffline } from './offline-helpers';
import { createConfirmedCustomer } from './payment-helpers';

const PRODUCT = '/product/nordwood-pure-led-hardwax-oil';
const BANNER = /^You're offline — showing what you saw at \d\d:\d\d\. Prices and stock are as last seen\.$/;

// The worker is what these specs test (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe('offline', () => {
  test('visited pages and a product page read offline with the banner; an unvisited page shows the offline page', async ({ page, context }, testInfo) => {
    test.setTimeout(120_000);
    await gotoHydrated(page, '/products');
    await keptForOffline(page);
    await gotoHydrated(page, PRODUCT);
    await keptForOffline(page);
    const productName = await page.getByRole('heading', { level: 1 }).textContent();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName ?? '');
    const banner = page.getByRole('status').filter({ hasText: "You're offline" });
    await expect(banner).toHaveText(BANNER);
    // Scrolled, it stays in view just below the sticky header, whose logo and basket stay uncovered.
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => placeBelowHeader(page, banner)).toEqual({ headerTop: 0, gap: 0 });
    await screenshotStep(page, testInfo, 'offline', 'banner');
    await expectNoA11yViolations(page);

    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByText('This page has not been opened on this device')).toBeVisible();
    // Listed by title, not address.
    const kept = page.getByRole('main').getByRole('listitem');
    await expect(kept.getByRole('link', { name: productName ?? '', exact: true })).toHaveAttribute('href', PRODUCT);
    await expect(kept.getByRole('link', { name: 'All products', exact: true })).toHaveAttribute('href', '/products');
    await screenshotStep(page, testInfo, 'offline', 'offline-page');
    await expectNoA11yViolations(page);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByRole('status').filter({ hasText: "You're offline —" })).toHaveCount(0);
  });

  test('checkout offline says it needs the signal', { tag: '@desktop-only' }, async ({ page, context }) => {
    test.setTimeout(120_000);
    // A customer of its own: the demo customer's basket is shared with every spec running beside it.
    await signInThroughApi(page, await createConfirmedCustomer(page), '/basket');
    await gotoHydrated(page, PRODUCT);
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(basketLink(page)).toHaveAccessibleName('Basket 1 item');
    await gotoHydrated(page, '/basket');
    await keptForOffline(page);
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    const needsSignal = 'This needs a signal. Nothing in your basket is lost: try again when you are back online.';
    await expect(page.getByText(needsSignal)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await context.setOffline(false);
  });

  test('signing out removes the personal pages kept on the device', { tag: '@desktop-only' }, async ({ page, context }) => {
    test.setTimeout(120_000);
    await signInThroughApi(page, DEMO_CUSTOMER, '/account');
    await keptForOffline(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await context.setOffline(false);

    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: new RegExp(DEMO_CUSTOMER.firstName) }).click();
    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await context.setOffline(true);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByText(DEMO_CUSTOMER.firstName)).toHaveCount(0);
  });

  test('installs: the manifest names the shop, its icons and shortcuts, and the worker is served fresh', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'LED Floor Finishes', display: 'standalone', start_url: '/' });
    expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual(['Order pad', 'Jobs', 'Basket']);
    for (const icon of manifest.icons) {
      const answer = await request.get(icon.src);
      expect(answer.headers()['content-type']).toBe('image/png');
    }
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'");
  });
});
