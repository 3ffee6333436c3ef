import { expect, expectNoA11yViolations, test } from './fixtures';
import { basketLink, gotoHydrated, placeBelowHeader, reloadHydrated } from './journey-helpers';
import type { Page } from '@playwright/test';

// Issue 20: the coverage calculator on oil and stain pages, and the basket forms that work without scripts.

const OIL = '/product/nordwood-pure-led-hardwax-oil';
const OIL_TITLE = 'Nordwood Pure LED Hardwax Oil';
const LIMIT_MESSAGE = 'If you want to order more than 10 products, please contact us.';

async function openCalculator(page: Page) {
  await page.getByText('Calculate how much you need').click();
  const area = page.getByLabel(/^Floor area/);
  await expect(area).toBeVisible();
  return area;
}

const basketLine = (page: Page, size: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: OIL_TITLE, exact: true }) }).filter({ hasText: `Type${size}` });

test('45 m² in two coats of a 1 L / 2.5 L / 5 L oil: the litres, why, the cheapest mix, and one button adds it', async ({ page }, testInfo) => {
  await gotoHydrated(page, OIL);
  const area = await openCalculator(page);
  await area.fill('45');
  await expect(page.getByRole('spinbutton', { name: 'Coats' })).toHaveValue('2');
  await expect(page.getByRole('radio', { name: 'Average (oak)' })).toBeChecked();
  const result = page.locator('output').filter({ hasText: 'You need' });
  await expect(result).toContainText('You need 3.3 L');
  await expect(result).toContainText('45 m² × 2 coats ÷ 28 m² per litre per coat = 3.21 L, rounded up to 3.3 L');
  await expect(result).toContainText('Cheapest mix: 1 × 2.5 L + 1 × 1 L (3.5 L, $288)');
  await page.getByRole('radio', { name: 'Porous (pine, ash)' }).check({ force: true });
  await expect(result).toContainText('45 m² × 2 coats ÷ 22 m² per litre per coat = 4.09 L, rounded up to 4.1 L');
  await page.getByRole('radio', { name: 'Average (oak)' }).check({ force: true });
  // The whole calculator, from its summary to its button, at this project's width.
  await page.locator('details').filter({ hasText: 'Calculate how much you need' }).screenshot({
    path: `test-screenshots/pro-calculator/${testInfo.project.name}-calculator.png`,
    animations: 'disabled',
  });
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Add 1 × 2.5 L + 1 × 1 L to basket' }).click();
  await expect(page.getByText('Added to basket')).toBeVisible();
  // The toast comes to rest below the header, not over its basket link (a tap on it went to the toast).
  await expect.poll(async () => (await placeBelowHeader(page, page.getByText('Added to basket')))?.gap).toBeGreaterThanOrEqual(0);
  await expect(basketLink(page)).toHaveAccessibleName('Basket 2 items');

  // 1,500 m²: 21 × 5 L is the cheapest, but a line stops at 10.
  await area.fill('1500');
  await expect(result).toContainText('Cheapest mix: 21 × 5 L + 1 × 2.5 L');
  await page.getByRole('button', { name: 'Add 21 × 5 L + 1 × 2.5 L to basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: LIMIT_MESSAGE })).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName('Basket 13 items');

  await basketLink(page).click();
  await expect(page).toHaveURL('/basket');
  await expect(basketLine(page, '2.5 L').getByRole('spinbutton', { name: /Quantity/ })).toHaveValue('2');
  await expect(basketLine(page, '1 L').getByRole('spinbutton', { name: /Quantity/ })).toHaveValue('1');
  await expect(basketLine(page, '5 L').getByRole('spinbutton', { name: /Quantity/ })).toHaveValue('10');
});

test('the area unit switches to ft², converts the figure and is remembered after a reload', { tag: '@desktop-only' }, async ({ page }) => {
  await gotoHydrated(page, OIL);
  const area = await openCalculator(page);
  await area.fill('45');
  await page.getByRole('radio', { name: 'ft²' }).check({ force: true });
  await expect(page.getByLabel('Floor area (ft²)')).toHaveValue('484.4');
  await expect(page.locator('output').filter({ hasText: 'You need' })).toContainText('You need 3.3 L');

  await reloadHydrated(page);
  await openCalculator(page);
  await expect(page.getByRole('radio', { name: 'ft²' })).toBeChecked();
  await expect(page.getByLabel('Floor area (ft²)')).toBeVisible();
});

test('a product without a coverage figure has no calculator', { tag: '@desktop-only' }, async ({ page }) => {
  await gotoHydrated(page, '/product/lumacure-h4-handheld-led-lamp');
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeVisible();
  await expect(page.getByText('Calculate how much you need')).toHaveCount(0);
});

test.describe('without JavaScript', { tag: '@desktop-only' }, () => {
  test.use({ javaScriptEnabled: false });

  test('Add to basket posts the chosen variant, and − and + on the basket set its count', async ({ page, browser }) => {
    await page.goto('/product/nordwood-tone-led-hardwax-oil');
    const form = page.getByRole('form', { name: 'Choose options and add to basket' });
    await form.locator('label', { hasText: 'Satin' }).click();
    await form.locator('label', { hasText: '2.5 L' }).click();
    await form.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await form.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page).toHaveURL('/basket');

    const title = 'Nordwood Tone LED Hardwax Oil';
    const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(line).toContainText('Satin');
    await expect(line).toContainText('2.5 L');
    const count = line.getByRole('spinbutton', { name: `Quantity of ${title}` });
    await expect(count).toHaveValue('2');
    await line.getByRole('button', { name: `Increase quantity of ${title}` }).click();
    await expect(page).toHaveURL('/basket');
    await expect(count).toHaveValue('3');
    await line.getByRole('button', { name: `Decrease quantity of ${title}` }).click();
    await line.getByRole('button', { name: `Decrease quantity of ${title}` }).click();
    await expect(count).toHaveValue('1');
    await expect(line.getByRole('button', { name: `Decrease quantity of ${title}` })).toBeDisabled();

    // The same visitor with scripts: the scripted basket shows what the plain forms did, and the
    // server's plain view hands over to it without a hydration error.
    const withScripts = await browser.newContext({ javaScriptEnabled: true, storageState: await page.context().storageState() });
    const reader = await withScripts.newPage();
    const errors: string[] = [];
    reader.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    reader.on('pageerror', (error) => errors.push(error.message));
    await gotoHydrated(reader, '/basket');
    const scripted = reader.getByRole('listitem').filter({ has: reader.getByRole('link', { name: title, exact: true }) });
    await expect(scripted.getByRole('spinbutton', { name: `Quantity of ${title}` })).toHaveValue('1');
    await expect(reader.getByRole('listitem').filter({ has: reader.getByRole('link', { name: title, exact: true }) })).toHaveCount(1);
    expect(errors).toEqual([]);
    // axe needs scripts: it checks the same lines and stepper forms here, as the scripted page renders them.
    await expectNoA11yViolations(reader);
    await withScripts.close();
  });

  test('more than 10 comes back to the product with the limit message', async ({ page }) => {
    await page.goto('/product/nordwood-tone-led-hardwax-oil');
    const form = page.getByRole('form', { name: 'Choose options and add to basket' });
    await form.getByRole('spinbutton', { name: 'Quantity' }).fill('11');
    await form.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page).toHaveURL(/\/product\/nordwood-tone-led-hardwax-oil\?basket_error=limit#basket-error-limit$/);
    await expect(page.getByText(LIMIT_MESSAGE)).toBeVisible();
    await expect(page.getByText('The basket could not be changed. Please try again.')).toBeHidden();
  });
});
