import { DEMO_CUSTOMER, expect, expectNoA11yViolations, test } from './fixtures';
import { gotoHydrated } from './journey-helpers';
import { accountButton, fillSignIn, freshEmail, openSignInModal, ownClient, settledDialog, shot } from './accounts-helpers';

// Each test is its own client, so the door's abuse limits of one never touch another.
test.use({ extraHTTPHeaders: ownClient() });

const signInForm = (page: import('@playwright/test').Page) => page.getByRole('form', { name: 'Sign in' });

for (const [target, landing] of [
  ['/products?categories=1', '/products'],
  ['//evil.example', '/'],
  ['/\\evil.example', '/'],
  ['https://evil.example', '/'],
] as const) {
  test(`sign-in with redirect ${target} lands on ${landing}`, { tag: '@desktop-only' }, async ({ page }) => {
    await gotoHydrated(page, `/sign-in?redirect=${encodeURIComponent(target)}`);
    await fillSignIn(signInForm(page), DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(accountButton(page, DEMO_CUSTOMER.firstName)).toBeVisible();
    await expect(page).toHaveURL((url) => url.origin === new URL(page.url()).origin && url.pathname === landing);
    expect(new URL(page.url()).host).not.toContain('evil.example');
  });
}

test('a wrong password says so on the password field', { tag: '@desktop-only' }, async ({ page }) => {
  await gotoHydrated(page, '/sign-in');
  await fillSignIn(signInForm(page), DEMO_CUSTOMER.email, 'Not-the-password');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Incorrect email or password');
});

test('the 11th failed sign-in for one e-mail gets the 429 message', { tag: '@desktop-only' }, async ({ page }) => {
  const email = freshEmail('guess');
  await gotoHydrated(page, '/sign-in');
  const password = page.getByLabel('Password', { exact: true });
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await fillSignIn(signInForm(page), email, `Guess-number-${attempt}`);
    await expect(password).toHaveAccessibleDescription('Incorrect email or password');
  }
  await fillSignIn(signInForm(page), email, 'Guess-number-11');
  // A limit is no verdict on the password: it is told in the form, above its button (e2e/too-many-attempts.spec.ts).
  await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts. Try again in 15 minutes.' })).toBeVisible();
  await expect(password).toHaveValue('Guess-number-11');
});

test('/account sends a visitor to sign in and back', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === '/account');
  await page.waitForFunction(() => document.querySelector('form[aria-label="Sign in"] button[type="submit"]') !== null);
  await gotoHydrated(page, page.url());
  await fillSignIn(signInForm(page), DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL((url) => url.pathname === '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
});

// axe on /account, the account menu, the change-password modal and the registration status page
// as a customer: the a11y matrix (a11y.spec.ts), which checks them in exactly these states.
test('signed in: /account, the header menu and the change-password modal open, and /sign-in goes on', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, '/sign-in?redirect=%2Faccount');
  await fillSignIn(signInForm(page), DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByRole('table').or(page.getByText('No payments yet.'))).toBeVisible();
  await accountButton(page, DEMO_CUSTOMER.firstName).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  await shot(page, testInfo, '09-account-menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Change password' }).click();
  await settledDialog(page, 'Change password');
  await shot(page, testInfo, '10-change-password');
  // Signed in, /sign-in does not ask again: it goes on to a safe redirect, or to the account.
  await page.goto('/sign-in?redirect=%2Fproducts%3Fcategories%3D1');
  await expect(page).toHaveURL((url) => url.pathname === '/products' && url.searchParams.get('categories') === '1');
  await page.goto(`/sign-in?redirect=${encodeURIComponent('//evil.example')}`);
  await expect(page).toHaveURL((url) => url.pathname === '/account');
});

// axe on the sign-up and reset modals pristine and the bad confirmation link's page: the a11y
// matrix (a11y.spec.ts) opens them the same way as a visitor.
test('signed out: the sign-in modal and its forgot mode with the server\'s answer pass axe; sign-up, reset and a bad confirmation link open', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, '/');
  const signIn = await openSignInModal(page);
  await expectNoA11yViolations(page);
  await signIn.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = await settledDialog(page, 'Forgot password');
  await forgot.getByLabel('Email').fill('nobody-here@example.com');
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByLabel('Email')).toHaveAccessibleDescription('There is no user with this email address.');
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '11-forgot-error');
  await forgot.getByRole('button', { name: 'Back to sign in' }).click();
  await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Create an account' }).click();
  await settledDialog(page, 'Create an account');
  await shot(page, testInfo, '12-sign-up');
  await gotoHydrated(page, '/reset-password?token=not-a-real-token');
  await settledDialog(page, 'Choose a new password');
  await shot(page, testInfo, '13-reset');
  await gotoHydrated(page, '/confirm-email?token=not-a-real-token');
  await expect(page.getByText('This confirmation link is invalid or has expired.')).toBeVisible();
  await shot(page, testInfo, '14-confirm-bad-token');
});
