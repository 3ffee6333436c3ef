import type { Page, Route } from '@playwright/test';
import { SESSION_COOKIE } from '../src/shared/api/cookie-names';
import type { BasketAnswer } from '../src/modules/basket/contract';
import { addProducts } from './checkout-helpers';
import { doorCookie } from './door-cookies';
import { expect, SANDBOX_URL, test } from './fixtures';
import { gotoHydrated } from './journey-helpers';

// Issue 18: a quantity the customer raised is on the server when they reload, leave or close
// the basket page at once, with a change on its way and the newest still inside the 100 ms
// debounce. The page's clock stands still while the customer presses, so the debounce never
// sends the newest count itself, however slow the machine: only the leaving can.

const quantity = (page: Page) => page.getByRole('main').getByRole('spinbutton', { name: /^Quantity of/ });

/** A basket of one line at 1, open; raised to 5 (sent), then to 10 (waiting) with the plus button. */
async function raiseToTen(page: Page) {
  await addProducts(page, 1);
  await page.clock.install();
  await gotoHydrated(page, '/basket');
  await expect(quantity(page)).toHaveValue('1');
  await page.clock.pauseAt(Date.now() + 60_000);
  const plus = page.getByRole('main').getByRole('button', { name: /^Increase quantity of/ });
  for (let count = 2; count <= 5; count += 1) await plus.click();
  // Past the debounce: 5 goes, and may still be on its way when the page is left.
  await page.clock.runFor(150);
  for (let count = 6; count <= 10; count += 1) await plus.click();
  await expect(quantity(page)).toHaveValue('10');
}

test('a quantity raised to 10 is still 10 after an immediate reload', async ({ page }) => {
  await raiseToTen(page);
  await page.reload();
  await page.clock.resume();
  await expect(quantity(page)).toHaveValue('10');
});

test('a quantity raised to 10 is still 10 after leaving for another site page at once', async ({ page }) => {
  await raiseToTen(page);
  // A full page load, as a typed address or a bookmark would be: the basket page is unloaded.
  await page.goto('/products');
  await page.clock.resume();
  await gotoHydrated(page, '/basket');
  await expect(quantity(page)).toHaveValue('10');
});

test('a quantity raised to 10 is still 10 after the tab is closed at once', async ({ context, page }) => {
  await raiseToTen(page);
  await page.close({ runBeforeUnload: true });
  const reopened = await context.newPage();
  await reopened.clock.resume();
  await gotoHydrated(reopened, '/basket');
  await expect(quantity(reopened)).toHaveValue('10');
});

/** The line's count as the dashboard holds it for this browser's visitor session (not as a page shows it). */
async function dashboardCount(page: Page): Promise<number> {
  const session = doorCookie(await page.context().cookies(), SESSION_COOKIE);
  const reply = await fetch(`${SANDBOX_URL}/api/basket`, { method: 'POST', headers: { 'x-session-token': session!.value } });
  const { basket } = (await reply.json()) as BasketAnswer;
  return basket.data[0].count;
}

test('@desktop-only the count of 10 stays on the dashboard when the earlier write of 5 lands after it', async ({ page }) => {
  // Issue 38: the write of 5 is held on its way until the 10 sent at the reload has been made,
  // then let go, so it reaches the door and the dashboard last.
  let holding: (() => void) | null = null;
  const heldLanded = new Promise<number>((landed) => {
    void page.route('**/api/basket', async (route: Route) => {
      const body = route.request().postData() ?? '';
      if (holding !== null || !/name="count"/.test(body)) return route.continue();
      await new Promise<void>((release) => (holding = release));
      const answer = await route.fetch();
      landed(answer.status());
      await route.fulfill({ response: answer }).catch(() => {});
    });
  });
  await raiseToTen(page);
  await expect.poll(() => holding !== null).toBe(true);
  await page.reload();
  await page.clock.resume();
  await expect.poll(() => dashboardCount(page)).toBe(10);
  holding!();
  expect(await heldLanded).toBe(200);
  expect(await dashboardCount(page)).toBe(10);
});
