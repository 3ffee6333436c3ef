import type { Page } from '@playwright/test';
import type { BasketAnswer } from '../src/modules/basket/contract';
import type { Product } from '../src/modules/catalogue/contract';
import type { Job, JobSummary } from '../src/modules/jobs/contract';
import { MAX_QUANTITY_MESSAGE } from '../src/shared/config/constants';
import { DEMO_CUSTOMER, expect, expectNoA11yViolations, screenshotStep, signInThroughApi, test } from './fixtures';
import { basketLink, gotoHydrated, reloadHydrated } from './journey-helpers';
import { backOnline, codeAfterLoadKept, doorPost, keptForOffline } from './offline-helpers';
import { createConfirmedCustomer } from './payment-helpers';

/** Changes made without signal (docs/offline.md): they wait on the device and arrive once. */

const PRODUCT = '/product/nordwood-pure-led-hardwax-oil';
const PAD = '/product/nordwood-applicator-pad-kit';
const WAITING_LIST = 'Changes made without signal';

const title = async (page: Page) => (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

// The worker is what these specs test (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The basket on the dashboard: each product's count. */
const basketCounts = async (page: Page) =>
  Object.fromEntries((await doorPost<BasketAnswer>(page, 'basket')).basket.data.map((line) => [line.product.title, line.count]));

/** A product's first sheen and type, as the basket and job calls take them. */
async function variantForm(page: Page, slug: string): Promise<{ title: string; form: Record<string, string> }> {
  const { data: product } = (await (await page.request.get(`/api/products/by-slug?slug=${slug}`)).json()) as { data: Product };
  const [price] = product.price_type_data;
  const form = { products_id: String(product.id), price_id: String(price.id), price_type_id: String(price.id), tag_id: String(price.tag_id), type_id: String(price.type_id) };
  return { title: product.title, form };
}


test.describe('offline writes', () => {
  test('an add and a quantity change made offline wait, survive a reload, and reach the basket once', async ({ page, context }, testInfo) => {
    test.setTimeout(180_000);
    await gotoHydrated(page, PAD);
    const padTitle = await title(page);
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(basketLink(page)).toHaveAccessibleName('Basket 1 item');
    await gotoHydrated(page, '/basket');
    await keptForOffline(page);
    await gotoHydrated(page, PRODUCT);
    await keptForOffline(page);
    const oilTitle = await title(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByText(`Waiting for signal: 1 × ${oilTitle} will be added to your basket when the signal returns.`)).toBeVisible();
    await gotoHydrated(page, '/basket');
    await page.getByRole('button', { name: `Increase quantity of ${padTitle}` }).click();
    const waiting = page.getByRole('region', { name: WAITING_LIST });
    await expect(waiting.getByRole('listitem')).toHaveText([`1 × ${oilTitle}: waiting for signal`, `Quantity of ${padTitle} set to 2: waiting for signal`]);
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${padTitle}` })).toHaveValue('2');
    await screenshotStep(page, testInfo, 'offline', 'waiting-quantity');
    await expectNoA11yViolations(page);

    // A reload without signal: the page as last seen, with the changes still waiting.
    await reloadHydrated(page);
    await expect(waiting.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${padTitle}` })).toHaveValue('2');

    await backOnline(page);
    await expect(page.getByRole('heading', { name: WAITING_LIST })).toHaveCount(0, { timeout: 20_000 });
    await expect(basketLink(page)).toHaveAccessibleName('Basket 3 items');
    // A load with signal sends nothing again.
    await reloadHydrated(page);
    const basket = await doorPost<BasketAnswer>(page, 'basket');
    expect(Object.fromEntries(basket.basket.data.map((line) => [line.product.title, line.count]))).toEqual({ [padTitle]: 2, [oilTitle]: 1 });
  });

  test('a job line added offline, from a product page whose job dialog was never opened, waits and arrives in the job once', async ({ page, context }, testInfo) => {
    test.setTimeout(180_000);
    await signInThroughApi(page, DEMO_CUSTOMER, '/account');
    await gotoHydrated(page, PRODUCT);
    await keptForOffline(page);
    const oilTitle = await title(page);
    // The dialog is never opened with signal: the page fetches its code once loaded and idle, and the worker keeps it.
    await expect(page.getByRole('button', { name: 'Add to job' })).toBeVisible();
    await codeAfterLoadKept(page);
    const list = (await (await page.request.get('/api/jobs')).json()) as { data: JobSummary[] };
    // The dialog chooses the first open job.
    const job = list.data.find((each) => each.status !== 'done')!;
    const oilLines = async () => (await doorPost<{ data: Job }>(page, 'jobs/view', { job_id: String(job.id) })).data.lines.filter((line) => line.product_title === oilTitle);
    const before = (await oilLines()).reduce((sum, line) => sum + line.count, 0);

    await context.setOffline(true);
    // Opened again without signal: the jobs come as last seen on this device.
    await page.reload();
    await page.getByRole('button', { name: 'Add to job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to job' });
    await expect(dialog.getByText(/^Your jobs as last seen at \d\d:\d\d\.$/)).toBeVisible();
    await expect(dialog.getByLabel('Job', { exact: true })).toHaveValue(String(job.id));
    await screenshotStep(page, testInfo, 'offline', 'job-dialog-last-seen');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add to job' }).click();
    await expect(dialog.getByRole('status')).toContainText(`will be added to ${job.name} when the signal returns.`);
    await screenshotStep(page, testInfo, 'offline', 'waiting-job-line');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await backOnline(page);
    await expect.poll(async () => (await oilLines()).reduce((sum, line) => sum + line.count, 0), { timeout: 20_000 }).toBe(before + 1);
    // A load with signal sends nothing again.
    await reloadHydrated(page);
    await page.waitForLoadState('networkidle');
    expect((await oilLines()).reduce((sum, line) => sum + line.count, 0)).toBe(before + 1);
  });

  test('a change the shop refuses when it arrives (the line is at 10 already) is said on the page and kept in the basket’s list', async ({ page, context }, testInfo) => {
    test.setTimeout(180_000);
    await gotoHydrated(page, '/basket');
    await keptForOffline(page);
    await gotoHydrated(page, PRODUCT);
    await keptForOffline(page);
    const oilTitle = await title(page);
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('10');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(basketLink(page)).toHaveAccessibleName('Basket 10 items');

    await context.setOffline(true);
    await quantity.fill('1');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    const waitingText = page.getByText(`Waiting for signal: 1 × ${oilTitle} will be added to your basket when the signal returns.`);
    await expect(waitingText).toBeVisible();

    await backOnline(page);
    const refusal = `Not made: 1 × ${oilTitle} — ${MAX_QUANTITY_MESSAGE}`;
    await expect(page.getByText(refusal)).toBeVisible({ timeout: 20_000 });
    // The line under the button no longer says it will be added.
    await expect(waitingText).toHaveCount(0);
    await screenshotStep(page, testInfo, 'offline', 'refused-toast');

    await gotoHydrated(page, '/basket');
    const waiting = page.getByRole('region', { name: WAITING_LIST });
    await expect(waiting.getByRole('listitem')).toHaveText([`1 × ${oilTitle}: not made — ${MAX_QUANTITY_MESSAGE} Dismiss 1 × ${oilTitle}`]);
    await screenshotStep(page, testInfo, 'offline', 'refused-in-list');
    await expectNoA11yViolations(page);
    expect(await basketCounts(page)).toEqual({ [oilTitle]: 10 });
    // Not sent again on a load with signal; gone once dismissed.
    await reloadHydrated(page);
    await waiting.getByRole('button', { name: `Dismiss 1 × ${oilTitle}` }).click();
    await expect(page.getByRole('heading', { name: WAITING_LIST })).toHaveCount(0);
    expect(await basketCounts(page)).toEqual({ [oilTitle]: 10 });
  });

  test('a basket line removed and a job line counted offline arrive once, and the summary counts the removal while it waits', { tag: '@desktop-only' }, async ({ page, context }, testInfo) => {
    test.setTimeout(180_000);
    await signInThroughApi(page, await createConfirmedCustomer(page), '/account');
    const oil = await variantForm(page, 'nordwood-pure-led-hardwax-oil');
    const pad = await variantForm(page, 'nordwood-applicator-pad-kit');
    await doorPost(page, 'basket/data', { ...oil.form, 'color_id[]': '1', count: '1' });
    await doorPost(page, 'basket/data', { ...pad.form, 'color_id[]': '1', count: '1' });
    const { data: job } = await doorPost<{ data: Job }>(page, 'jobs/create', { name: 'Offline hallway' });
    const { data: withLine } = await doorPost<{ data: Job }>(page, 'jobs/lines/add', { job_id: String(job.id), ...oil.form, 'color_id[]': '1', count: '2' });
    const line = withLine.lines[0];
    const lineName = `${line.product_title}, ${line.tag_name}, ${line.type_name}`;
    await gotoHydrated(page, '/basket');
    await keptForOffline(page);
    await gotoHydrated(page, `/account/jobs/${job.id}`);
    await keptForOffline(page);

    await context.setOffline(true);
    await page.getByRole('combobox', { name: `Quantity of ${lineName}` }).selectOption('5');
    await expect(page.getByRole('region', { name: WAITING_LIST }).getByRole('listitem')).toHaveText([`Offline hallway: ${lineName} × 5: waiting for signal`]);
    await expect(page.getByRole('combobox', { name: `Quantity of ${lineName}` })).toHaveValue('5');

    await gotoHydrated(page, '/basket');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    const subtotalBefore = await summary.locator('dt:text-is("Subtotal") + dd').textContent();
    await page.getByRole('button', { name: `Remove ${pad.title}` }).click();
    await expect(page.getByRole('button', { name: `Removal waiting for signal ${pad.title}` })).toBeDisabled();
    await expect(page.getByRole('region', { name: WAITING_LIST }).getByRole('listitem')).toHaveText([`Remove ${pad.title}: waiting for signal`]);
    // The summary is the basket the removal will make, and says so.
    await expect(summary.getByText('With the changes waiting for signal: the shop confirms these figures when they arrive.')).toBeVisible();
    await expect(summary.locator('dt:text-is("Subtotal") + dd')).not.toHaveText(subtotalBefore ?? '');
    const subtotalWaiting = await summary.locator('dt:text-is("Subtotal") + dd').textContent();
    await screenshotStep(page, testInfo, 'offline', 'waiting-removal');
    await summary.scrollIntoViewIfNeeded();
    await screenshotStep(page, testInfo, 'offline', 'waiting-removal-summary');
    await expectNoA11yViolations(page);

    await backOnline(page);
    await expect(page.getByRole('heading', { name: WAITING_LIST })).toHaveCount(0, { timeout: 20_000 });
    await expect(summary.locator('dt:text-is("Subtotal") + dd')).toHaveText(subtotalWaiting ?? '');
    await expect(summary.getByText('With the changes waiting for signal', { exact: false })).toHaveCount(0);
    const jobLines = async () => (await doorPost<{ data: Job }>(page, 'jobs/view', { job_id: String(job.id) })).data.lines.map((each) => [each.id, each.count]);
    expect(await basketCounts(page)).toEqual({ [oil.title]: 1 });
    await expect.poll(jobLines, { timeout: 20_000 }).toEqual([[line.id, 5]]);
    // A load with signal sends nothing again.
    await reloadHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await basketCounts(page)).toEqual({ [oil.title]: 1 });
    expect(await jobLines()).toEqual([[line.id, 5]]);
  });

  test('the calculator’s mix added offline waits with the basket’s changes and arrives once', { tag: '@desktop-only' }, async ({ page, context }, testInfo) => {
    test.setTimeout(180_000);
    await gotoHydrated(page, '/basket');
    await keptForOffline(page);
    await gotoHydrated(page, PRODUCT);
    await keptForOffline(page);
    await codeAfterLoadKept(page);
    const oilTitle = await title(page);

    await context.setOffline(true);
    await page.getByText('Calculate how much you need').click();
    await page.getByLabel(/^Floor area/).fill('45');
    const add = page.getByRole('button', { name: /^Add .+ to basket$/ });
    await add.click();
    const status = page.getByText(/^Waiting for signal: .+ will be added to your basket when the signal returns\.$/);
    await expect(status).toBeVisible();
    await expect(status).toContainText(`× ${oilTitle} — `);
    await screenshotStep(page, testInfo, 'offline', 'waiting-mix');
    await expectNoA11yViolations(page);
    const sizes = ((await status.textContent()) ?? '').replace(/^Waiting for signal: /, '').replace(/ will be added.*$/, '').split('; ');

    await gotoHydrated(page, '/basket');
    await expect(page.getByRole('region', { name: WAITING_LIST }).getByRole('listitem')).toHaveText(sizes.map((size) => `${size}: waiting for signal`));

    await backOnline(page);
    await expect(page.getByRole('heading', { name: WAITING_LIST })).toHaveCount(0, { timeout: 20_000 });
    const counted = sizes.reduce((sum, size) => sum + Number(size.split(' × ')[0]), 0);
    const lines = (await doorPost<BasketAnswer>(page, 'basket')).basket.data;
    expect(lines.map((each) => `${each.count} × ${each.product.title} — ${each.priceData.tag_name}, ${each.priceData.type_name}`).sort()).toEqual([...sizes].sort());
    expect(lines.reduce((sum, each) => sum + each.count, 0)).toBe(counted);
    await reloadHydrated(page);
    await page.waitForLoadState('networkidle');
    expect((await doorPost<BasketAnswer>(page, 'basket')).basket.data.reduce((sum, each) => sum + each.count, 0)).toBe(counted);
  });
});
