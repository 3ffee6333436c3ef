import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, settledDialog, test } from './fixtures';
import { basketLink, gotoHydrated } from './journey-helpers';

// The order pad (/order-pad): rows typed by keyboard alone, a pasted line that is not understood
// marked on its row, and one button that adds every usable row to the basket.

const line = (page: Page, n: number) => page.getByRole('group', { name: `Line ${n}` });

/** Types into a row's product field, picks the product by ArrowDown and Enter, and waits for its choices. */
async function typeProduct(row: Locator, typed: string, title: string) {
  const field = row.getByRole('combobox', { name: 'Product' });
  await expect(field).toBeFocused();
  await field.pressSequentially(typed, { delay: 25 });
  const option = row.getByRole('option', { name: title, exact: true });
  await expect(option).toBeVisible();
  const position = (await row.getByRole('option').allTextContents()).indexOf(title);
  for (let step = 0; step <= position; step += 1) await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await field.press('Enter');
  await expect(field).toHaveValue(title);
  await expect(row.getByRole('combobox', { name: 'Sheen' })).toBeEnabled();
}

/** Tab to the next control and choose an option of a native select by typing its first letters. */
async function tabAndChoose(page: Page, select: Locator, label: string) {
  await page.keyboard.press('Tab');
  await expect(select).toBeFocused();
  await select.selectOption({ label });
}

test('three rows typed by keyboard and a pasted line not understood, then all added to the basket', async ({ page }, testInfo) => {
  // A long journey (four products read, five adds) on a machine that may be busy.
  test.setTimeout(120_000);
  await gotoHydrated(page, '/order-pad');
  await expect(page.getByRole('heading', { level: 1, name: 'Order pad' })).toBeVisible();

  // Row 1: typed, sheen and type chosen by keyboard, count 2; Enter in the count opens row 2.
  const first = line(page, 1);
  await first.getByRole('combobox', { name: 'Product' }).focus();
  await typeProduct(first, 'nordwood pure', 'Nordwood Pure LED Hardwax Oil');
  await tabAndChoose(page, first.getByRole('combobox', { name: 'Sheen' }), 'Satin');
  await tabAndChoose(page, first.getByRole('combobox', { name: 'Type' }), '2.5 L');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const firstCount = first.getByRole('spinbutton', { name: 'Count' });
  await expect(firstCount).toBeFocused();
  await firstCount.fill('2');
  await firstCount.press('Enter');

  // Row 2: a misspelt name, a colour by keyboard, count 3.
  const second = line(page, 2);
  await typeProduct(second, 'nordwod tone', 'Nordwood Tone LED Hardwax Oil');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await tabAndChoose(page, second.getByRole('combobox', { name: 'Color' }), 'Graphite');
  await page.keyboard.press('Tab');
  await second.getByRole('spinbutton', { name: 'Count' }).fill('3');
  await page.keyboard.press('Enter');

  // Row 3: the defaults, count 1.
  const third = line(page, 3);
  await typeProduct(third, 'edge mini', 'LumaCure Edge Mini LED Lamp');

  // A paste: one line understood, one not (a product the shop does not sell).
  await page.getByLabel('Paste from a spreadsheet').fill('Product\tQty\nArboris Deep Stain\t1\nBirch floor soap\t4');
  await page.getByRole('button', { name: 'Add pasted lines' }).click();
  await expect(page.getByText('2 lines read into the pad.')).toBeVisible();
  await expect(line(page, 4).getByRole('combobox', { name: 'Product' })).toHaveValue('Arboris Deep Stain');
  await expect(line(page, 4).getByRole('combobox', { name: 'Sheen' })).toBeEnabled();
  const unknown = line(page, 5);
  await expect(unknown.getByRole('combobox', { name: 'Product' })).toHaveValue('Birch floor soap');
  await expect(unknown).toContainText('Pasted “Birch floor soap\t4”: No product matches “Birch floor soap”.');
  await expect(unknown.getByRole('combobox', { name: 'Product' })).toHaveAccessibleDescription(/No product matches “Birch floor soap”/);

  await expectNoA11yViolations(page);
  // The pad itself at this width (a full-page shot catches the sticky header mid-page).
  await page.getByRole('main').screenshot({ path: `test-screenshots/order-pad/${testInfo.project.name}-filled.png`, animations: 'disabled' });

  await page.getByRole('button', { name: 'Add all to basket' }).click();
  // The lamp earns a discount: the basket's answer opens its notification, as Add to basket does.
  const discount = await settledDialog(page, 'Discount applied');
  await discount.getByRole('button', { name: 'Got it' }).click();
  await expect(discount).toBeHidden();
  const result = page.getByRole('status').filter({ hasText: 'Added to your basket' });
  const added = result.getByRole('list', { name: 'Added to your basket' });
  await expect(added.getByRole('listitem')).toHaveText([
    '2 × Nordwood Pure LED Hardwax Oil — Satin, 2.5 L, Natural Clear',
    '3 × Nordwood Tone LED Hardwax Oil — Matte, 1 L, Graphite',
    '1 × LumaCure Edge Mini LED Lamp — Standard, Unit',
    '1 × Arboris Deep Stain — Matte, 0.5 L, Honey',
  ]);
  await expect(result.getByRole('list', { name: 'Not added' })).toHaveText('Birch floor soap: No product matches “Birch floor soap”.');
  // The row that was not added stays, alone, with its reason.
  await expect(page.getByRole('group', { name: /^Line \d$/ })).toHaveCount(1);
  await expect(line(page, 1).getByRole('combobox', { name: 'Product' })).toHaveValue('Birch floor soap');
  await expect(basketLink(page)).toHaveAccessibleName('Basket 7 items');
  await expectNoA11yViolations(page);
  await page.getByRole('main').screenshot({ path: `test-screenshots/order-pad/${testInfo.project.name}-added.png`, animations: 'disabled' });

  await result.getByRole('link', { name: 'Go to your basket' }).click();
  await expect(page).toHaveURL('/basket');
  for (const title of ['Nordwood Pure LED Hardwax Oil', 'Nordwood Tone LED Hardwax Oil', 'LumaCure Edge Mini LED Lamp', 'Arboris Deep Stain']) {
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Order pad' })).toBeVisible();
});

test('an answer that comes after the customer moved down the list keeps Enter on a product in the new list', async ({ page }) => {
  await gotoHydrated(page, '/order-pad');
  const row = line(page, 1);
  const field = row.getByRole('combobox', { name: 'Product' });
  await field.focus();
  await field.pressSequentially('nordwood', { delay: 25 });
  const tone = row.getByRole('option', { name: 'Nordwood Tone LED Hardwax Oil', exact: true });
  await expect(tone).toBeVisible();

  // The answer for the whole name is slow: the customer moves down the list the shop still shows.
  let answer!: () => void;
  const slow = new Promise<void>((resolve) => (answer = resolve));
  await page.route(
    (url) => url.pathname === '/api/search' && url.searchParams.get('q') === 'nordwood pure',
    async (route) => {
      await slow;
      await route.continue();
    },
  );
  await field.pressSequentially(' pure', { delay: 25 });
  const position = (await row.getByRole('option').allTextContents()).indexOf('Nordwood Tone LED Hardwax Oil');
  for (let step = 0; step <= position; step += 1) await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', (await tone.getAttribute('id'))!);

  // Its answer no longer holds the product moved to: none is active, and Enter takes the first.
  answer();
  await expect(tone).toHaveCount(0);
  await expect(row.getByRole('option', { name: 'Nordwood Pure LED Hardwax Oil', exact: true })).toHaveAttribute('aria-selected', 'false');
  await expect(field).not.toHaveAttribute('aria-activedescendant');
  await field.press('Enter');
  await expect(field).toHaveValue('Nordwood Pure LED Hardwax Oil');
  await expect(row.getByRole('combobox', { name: 'Sheen' })).toBeEnabled();
});
