import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Download, type Page } from '@playwright/test';
import { expect, expectNoA11yViolations, SANDBOX_URL, screenshotStep, settledDialog, signInThroughApi, test } from './fixtures';
import { ownClient } from './accounts-helpers';
import { fullChromium } from './chromium';
import { gotoHydrated } from './journey-helpers';
import { createConfirmedCustomer } from './payment-helpers';
import { deploymentFront } from './deployment-front';
import { backOnline, cacheNamesOnDevice, codeAfterLoadKept, keptAddresses, keptForOffline } from './offline-helpers';

// Each test is its own client (and, where it signs in, its own customer), so the door's limits are its own.
// The worker is what these specs test (playwright.config.ts blocks it elsewhere).
test.use({ extraHTTPHeaders: ownClient(), serviceWorkers: 'allow' });

const PRODUCT = '/product/nordwood-pure-led-hardwax-oil';
const LAST_SEEN = /^"Last seen \d\d:\d\d"$/;

/** What the page shows after a price marked [data-last-seen] ('none' when nothing). */
const afterPrice = (page: Page, selector: string) =>
  page.locator(selector).locator('[data-last-seen]').first().evaluate((element) => getComputedStyle(element, '::after').content);

const NO_MARK = /^(none|normal)$/;


const downloadedBytes = async (download: Download) => readFile(await download.path());

async function downloadWith(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

/** What Chrome's own installability check finds wrong with the page (its error ids). */
async function installabilityErrors(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  return installabilityErrors.map((error) => error.errorId);
}

/** Chrome's own installability check and the manifest it read, both without errors. */
async function checkInstallable(page: Page) {
  expect(await installabilityErrors(page)).toEqual([]);
  const cdp = await page.context().newCDPSession(page);
  const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
  expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  expect(errors).toEqual([]);
}

test.describe('offline reads', () => {
  test('a product page seen: its price says when it was seen, its calculator works and its sheet downloads offline', async ({ page, context }, testInfo) => {
    test.setTimeout(150_000);
    await gotoHydrated(page, '/products');
    await keptForOffline(page);
    // The second page is the worker's from the start: what it loads after its load event (the calculator) is kept too.
    await gotoHydrated(page, PRODUCT);
    await keptForOffline(page);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(await afterPrice(page, 'main')).toMatch(NO_MARK);
    // The calculator's code comes after the load event (not in the first load), through the worker, which keeps it.
    await codeAfterLoadKept(page);

    await page.getByRole('button', { name: 'Technical data' }).click();
    const sheets = await settledDialog(page, `Technical data — ${title}`);
    const sheet = sheets.getByRole('button', { name: /^Download .+ \(PDF\)$/ }).first();
    const sheetName = (await sheet.getAttribute('aria-label')) ?? '';
    const online = await downloadWith(page, () => sheet.click());
    const sheetBytes = await downloadedBytes(online);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect.poll(() => afterPrice(page, 'main')).toMatch(LAST_SEEN);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotStep(page, testInfo, 'offline-read', 'product-last-seen');

    await page.getByText('Calculate how much you need').click();
    await page.getByLabel(/^Floor area/).fill('45');
    await expect(page.getByText(/^You need [\d.]+ L$/)).toBeVisible();
    await expect(page.getByText(/^Cheapest mix:/)).toBeVisible();

    await page.getByRole('button', { name: 'Technical data' }).click();
    const offlineSheets = await settledDialog(page, `Technical data — ${title}`);
    const offline = await downloadWith(page, () => offlineSheets.getByRole('button', { name: sheetName }).click());
    expect((await downloadedBytes(offline)).equals(sheetBytes)).toBe(true);
    await offlineSheets.getByRole('button', { name: 'Close' }).click();

    await page.goto('/products');
    await expect.poll(() => afterPrice(page, 'main')).toMatch(LAST_SEEN);

    // The offline page lists the pages kept by title, and the sheet as a file.
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', PRODUCT);
    await expect(main.getByRole('link', { name: 'All products', exact: true })).toHaveAttribute('href', '/products');
    await expect(main.getByRole('heading', { level: 2, name: 'Files' })).toBeVisible();
    await expect(main.getByRole('link', { name: /\.pdf$/i })).toHaveCount(1);
    await screenshotStep(page, testInfo, 'offline-read', 'offline-page');
    await expectNoA11yViolations(page);

    await backOnline(page);
    await gotoHydrated(page, PRODUCT);
    expect(await afterPrice(page, 'main')).toMatch(NO_MARK);
  });

  test('a job pack once opened downloads offline, is listed offline, and leaves the device on sign-out', { tag: '@desktop-only' }, async ({ page, context }) => {
    test.setTimeout(150_000);
    // The worker first, as on a visit before signing in.
    await gotoHydrated(page, '/products');
    await keptForOffline(page);
    const customer = await createConfirmedCustomer(page);
    await signInThroughApi(page, customer, '/account');
    const created = await page.request.post('/api/jobs/create', { form: { name: 'Offline kitchen', area: '20', area_unit: 'm2', coats: '2', porosity: 'average' } });
    expect(created.ok()).toBe(true);
    const { data: job } = (await created.json()) as { data: { id: number } };

    await gotoHydrated(page, `/account/jobs/${job.id}`);
    await keptForOffline(page);
    const packLink = page.getByRole('region', { name: 'Site papers' }).getByRole('link', { name: 'Download job pack' });
    const online = await downloadWith(page, () => packLink.click());
    const packBytes = await downloadedBytes(online);
    expect(packBytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The worker keeps it as it passes (after the download has begun), with the customer's pages.
    await expect.poll(() => keptAddresses(page).then((kept) => kept.filter((url) => url.endsWith(`/account/jobs/${job.id}/pack`)).length)).toBe(1);
    expect((await cacheNamesOnDevice(page)).filter((name) => /^personal-customer-\d+-files-/.test(name))).toHaveLength(1);

    await context.setOffline(true);
    await page.reload();
    const offline = await downloadWith(page, () => packLink.click());
    expect(offline.suggestedFilename()).toBe('job-pack-offline-kitchen.pdf');
    expect((await downloadedBytes(offline)).equals(packBytes)).toBe(true);
    await page.goto('/blog');
    await expect(page.getByRole('main').getByRole('link', { name: 'job-pack-offline-kitchen.pdf' })).toHaveAttribute('href', `/account/jobs/${job.id}/pack`);

    await backOnline(page);
    await gotoHydrated(page, '/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /Pat/ }).click();
    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect.poll(() => keptAddresses(page).then((kept) => kept.filter((url) => url.includes('/pack')))).toEqual([]);
    expect((await cacheNamesOnDevice(page)).filter((name) => name.startsWith('personal-'))).toEqual([]);
  });

  test('a crew link is never kept on the device: not its page or pack, not in the offline list, and once revoked it opens nowhere', { tag: '@desktop-only' }, async ({ page, context }) => {
    test.setTimeout(150_000);
    await gotoHydrated(page, '/products');
    await keptForOffline(page);
    await signInThroughApi(page, await createConfirmedCustomer(page), '/account');
    const origin = { Origin: new URL(page.url()).origin };
    const created = await page.request.post('/api/jobs/create', { form: { name: 'Crew porch' } });
    const { data: job } = (await created.json()) as { data: { id: number } };
    const shared = await page.request.post('/api/jobs/share', { form: { job_id: String(job.id) }, headers: origin });
    const { data: share } = (await shared.json()) as { data: { id: number; token: string } };
    const link = `/jobs/shared/${share.token}`;

    await gotoHydrated(page, link);
    await expect(page.getByRole('heading', { level: 1, name: 'Crew porch' })).toBeVisible();
    const packBytes = await downloadedBytes(await downloadWith(page, () => page.getByRole('link', { name: 'Download job pack' }).click()));
    expect(packBytes.subarray(0, 5).toString()).toBe('%PDF-');
    // A page the worker keeps is kept by now (the product list above was): the crew link's never is.
    await gotoHydrated(page, '/products');
    await keptForOffline(page);
    expect((await keptAddresses(page)).filter((url) => url.includes('/jobs/shared'))).toEqual([]);

    // The owner revokes the link; the device that opened it cannot open it without signal either.
    const revoked = await page.request.post('/api/jobs/share/revoke', { form: { job_id: String(job.id), share_id: String(share.id) }, headers: origin });
    expect(revoked.ok()).toBe(true);
    await context.setOffline(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByText('Crew porch')).toHaveCount(0);
    const kept = page.getByRole('main').getByRole('listitem');
    await expect(kept.first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Shared job|job-pack-crew-porch/ })).toHaveCount(0);
    await context.setOffline(false);
    expect((await page.goto(link))?.status()).toBe(404);
  });

  test('no /api/* answer is kept, and the pages keep the CSP: the worker from the site only, no new script origin @desktop-only', async ({ page }) => {
    test.setTimeout(120_000);
    await signInThroughApi(page, await createConfirmedCustomer(page), '/basket');
    await keptForOffline(page);
    await gotoHydrated(page, PRODUCT);
    await keptForOffline(page);
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await gotoHydrated(page, '/account');
    await keptForOffline(page);
    const kept = await keptAddresses(page);
    expect(kept.length).toBeGreaterThan(3);
    expect(kept.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);

    const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
    const directives = Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));
    expect(directives['worker-src']).toBe("'self'");
    expect(directives['manifest-src']).toBe("'self'");
    expect(directives['script-src']).toBe("'self' 'unsafe-inline'");
    expect(directives['connect-src']).toBe("'self'");
  });

  test("a new deployment's worker takes over on the next navigation, and the old build's caches go", { tag: '@desktop-only' }, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const front = await deploymentFront(baseURL!);
    try {
      await gotoHydrated(page, `${front.origin}/products`);
      await keptForOffline(page);
      const buildA = (await cacheNamesOnDevice(page)).find((name) => name.startsWith('pages-'))!.slice('pages-'.length);
      // Build B: the same worker with another build id, which scripts/lib/service-worker.mjs bakes into its cache names and precache revisions.
      const workerA = await (await fetch(`${front.origin}/sw.js`)).text();
      expect(workerA).toContain(buildA);
      const buildB = `${buildA}-b`;
      front.deploy(workerA.replaceAll(buildA, buildB));

      // A navigation checks the worker and finds B's, which takes over and removes A's caches.
      await gotoHydrated(page, `${front.origin}${PRODUCT}`);
      await expect.poll(() => cacheNamesOnDevice(page).then((names) => names.filter((name) => name.endsWith(`-${buildA}`))), { timeout: 30_000 }).toEqual([]);
      expect(await cacheNamesOnDevice(page)).toContain(`precache-${buildB}`);

      // The next navigation is B's: it keeps the page in B's caches, and no cache of A's comes back.
      const before = Date.now();
      await gotoHydrated(page, `${front.origin}/products`);
      const seen = await page.evaluate(
        async ({ cache, header }) => Number((await (await caches.open(cache)).match('/products', { ignoreVary: true }))?.headers.get(header) ?? 0),
        { cache: `pages-${buildB}`, header: 'x-seen-at' },
      );
      expect(seen).toBeGreaterThanOrEqual(before);
      const names = await cacheNamesOnDevice(page);
      expect(names.filter((name) => !name.endsWith(`-${buildB}`) && !['images', 'sheets'].includes(name))).toEqual([]);
    } finally {
      await front.close();
    }
  });

  test("installable by Chrome's own check: no installability errors @desktop-only", async ({ baseURL }, testInfo) => {
    // A test's own context is off the record, where Chrome installs nothing: a profile of its own, as a customer's browser.
    const profile = await mkdtemp(path.join(tmpdir(), 'installable-'));
    const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, ...fullChromium, baseURL });
    const page = context.pages()[0] ?? (await context.newPage());
    try {
      // The check can fail: a page with no manifest is not installable.
      await page.goto(`${SANDBOX_URL}/__sandbox/outbox`);
      expect(await installabilityErrors(page)).toContain('no-manifest');
      await gotoHydrated(page, '/');
      await keptForOffline(page);
      await checkInstallable(page);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});
