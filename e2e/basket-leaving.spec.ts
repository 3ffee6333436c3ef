import type { Page } from '@playwright/test';
import { addProducts } from './checkout-helpers';
import { expect, test } from './fixtures';
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
