import type { Page } from '@playwright/test';
import type { BasketAnswer } from '../src/shared/contract/basket';
import type { Job, JobSummary } from '../src/shared/contract/jobs';
import { DEMO_CUSTOMER, expect, expectNoA11yViolations, screenshotStep, signIn, test } from './fixtures';
import { basketLink, gotoHydrated, reloadHydrated } from './journey-helpers';
import { backOnline, doorPost, keptForOffline } from './offline-helpers';

/** Changes made without signal (README "Offline and install"): they wait on the device and arrive once. */

const PRODUCT = '/product/nordwood-pure-led-hardwax-oil';
const PAD = '/product/nordwood-applicator-pad-kit';
const WAITING_LIST = 'Changes made without signal';

const title = async (page: Page) => (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

// The worker is what these specs test (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

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

  test('a job line added offline waits and arrives in the job once', async ({ page, context }, testInfo) => {
    test.setTimeout(180_000);
    await signIn(page, DEMO_CUSTOMER, '/account');
    await gotoHydrated(page, PRODUCT);
    await keptForOffline(page);
    const oilTitle = await title(page);
    // The dialog has been used on this device once, so its code is kept for offline use.
    await page.getByRole('button', { name: 'Add to job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to job' });
    const jobName = (await dialog.getByLabel('Job', { exact: true }).locator('option:checked').textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const list = (await (await page.request.get('/api/jobs')).json()) as { data: JobSummary[] };
    const jobId = String(list.data.find((job) => job.name === jobName)!.id);
    const oilLines = async () => (await doorPost<{ data: Job }>(page, 'jobs/view', { job_id: jobId })).data.lines.filter((line) => line.product_title === oilTitle);
    const before = (await oilLines()).reduce((sum, line) => sum + line.count, 0);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add to job' }).click();
    await dialog.getByRole('button', { name: 'Add to job' }).click();
    await expect(dialog.getByRole('status')).toContainText(`will be added to ${jobName} when the signal returns.`);
    await screenshotStep(page, testInfo, 'offline', 'waiting-job-line');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await backOnline(page);
    await expect.poll(async () => (await oilLines()).reduce((sum, line) => sum + line.count, 0), { timeout: 20_000 }).toBe(before + 1);
    // A load with signal sends nothing again.
    await reloadHydrated(page);
    await page.waitForLoadState('networkidle');
    expect((await oilLines()).reduce((sum, line) => sum + line.count, 0)).toBe(before + 1);
  });
});
