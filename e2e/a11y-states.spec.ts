import type { APIResponse, Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, fillBasket, gotoHydrated, settledDialog, signUpAndIn, test } from './a11y-matrix';
import { freshEmail, ownClient } from './accounts-helpers';
import { addressDialog, fillConnecticutAddress } from './checkout-helpers';

// Names that must follow what a control shows in every state (WCAG 2.5.3, label in name).

/** The link's text as drawn on screen: text in elements bigger than a clipped 1×1 pixel. */
function shownText(link: Locator) {
  return link.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement!.getBoundingClientRect();
      if (box.width > 1 && box.height > 1) parts.push(node.textContent ?? '');
    }
    return parts.join(' ').replace(/\s+/g, ' ').trim();
  });
}

test("the basket link's name contains its visible text with 0, 1 and 12 items", async ({ page, isMobile }) => {
  const link = page.getByRole('banner').getByRole('link', { name: /^Basket \d+ items?$/ });
  for (const [add, name, shown] of [
    [0, 'Basket 0 items', 'Basket'],
    [1, 'Basket 1 item', 'Basket 1'],
    [11, 'Basket 12 items', 'Basket 12'],
  ] as const) {
    if (add > 0) await fillBasket(page.request, add);
    await gotoHydrated(page, '/products');
    await expect(link).toHaveAccessibleName(name);
    // Below md the word is read, not shown: only the count is on screen there.
    const expected = isMobile ? shown.replace(/^Basket ?/, '') : shown;
    expect(await shownText(link)).toBe(expected);
    // Label in name: the shown words appear, in order, among the name's words.
    const shownWords = expected.split(' ').filter(Boolean);
    const nameWords = name.split(' ');
    expect(nameWords.some((_, i) => shownWords.every((word, j) => nameWords[i + j] === word))).toBe(true);
  }
  await expectNoA11yViolations(page);
});

test('the axe check fails on a page that breaks a rule after a clean check, and names the rule and the element', { tag: '@desktop-only' }, async ({ page }) => {
  await gotoHydrated(page, '/');
  // Checked once clean first: the second check reuses the axe the first put in the page, and must
  // still see what changed since.
  await expectNoA11yViolations(page);
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.id = 'faint-text';
    faint.textContent = 'Grey on white';
    faint.style.cssText = 'color:#eee;background:#fff';
    document.querySelector('main')!.append(faint);
  });
  const failure = await expectNoA11yViolations(page).then(() => null, (error: Error) => error.message);
  expect(failure).toContain('serious color-contrast');
  expect(failure).toContain('#faint-text');
});

test.describe('ten fast wrong sign-ins', { tag: '@desktop-only' }, () => {
  // A client of its own: the door's limit is ten failed sign-ins per e-mail and client.
  test.use({ extraHTTPHeaders: ownClient() });

  test('leave the button named "Sign in" with no spinner behind, each time', async ({ page }) => {
    const email = freshEmail('burst');
    await gotoHydrated(page, '/sign-in');
    const form = page.getByRole('form', { name: 'Sign in' });
    const button = form.getByRole('button', { name: /Sign in$/ });
    const password = form.getByLabel('Password', { exact: true });
    await form.getByLabel('Email').fill(email);
    // The door's own refusal, asked for once and then replayed at once: loading flips on and off
    // within a frame or two, as on a fast connection.
    let refusal: APIResponse | undefined;
    await page.route('**/api/user/login', async (route) => {
      refusal ??= await route.fetch();
      await route.fulfill({ response: refusal });
    });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await password.fill(`Wrong-guess-${attempt}`);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/user/login'));
      await button.click();
      expect((await answered).ok()).toBe(false);
      await expect(password).toHaveAccessibleDescription('Incorrect email or password');
      // Longer than antd's slow motion (0.3 s): a spinner still here is one that never leaves.
      await page.waitForTimeout(400);
      await expect(button, `attempt ${attempt}`).toHaveAccessibleName('Sign in', { timeout: 1000 });
      await expect(button.locator('[class*="loading-icon"], [aria-label="Loading" i]'), `attempt ${attempt}`).toHaveCount(0, { timeout: 1000 });
    }
  });
});

async function expectInvalidField(scope: Locator) {
  await expect(scope.locator('[aria-invalid="true"]').first()).toBeVisible();
}

test('checkout delivery: pristine, with its errors and after the rates failed, passes axe', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAndIn(page.request);
  await fillBasket(page.request, 1);
  await gotoHydrated(page, '/basket');
  const open = async (p: Page) => {
    await p.getByRole('button', { name: 'Checkout' }).click();
    return settledDialog(p, 'Delivery');
  };
  const dialog = await open(page);
  await expectNoA11yViolations(page);

  await dialog.getByRole('button', { name: 'See shipping options' }).click();
  await expectInvalidField(dialog);
  await expectNoA11yViolations(page);

  await fillConnecticutAddress(page);
  await page.route('**/api/shipping/get-rates', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error' }) }),
  );
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/shipping/get-rates'));
  await addressDialog(page).getByRole('button', { name: 'See shipping options' }).click();
  await answered;
  await expect(page.getByRole('alert').or(page.locator('.ant-message-notice')).first()).toBeVisible();
  await expect(addressDialog(page).getByRole('button', { name: 'See shipping options' })).toHaveAccessibleName('See shipping options');
  await expectNoA11yViolations(page);
});
