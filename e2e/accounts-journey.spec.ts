import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { gotoHydrated, reviewPhoto } from './journey-helpers';
import { accountButton, fillSignIn, freshEmail, mailedLink, openSignInModal, ownClient, settledDialog, shot } from './accounts-helpers';

const PASSWORD = 'First-pass-1';
const CHANGED = 'Second-pass-2';
const RESET = 'Third-pass-3';

/** A new browser with only the persistent cookies of `context`: what a closed and reopened browser keeps. */
async function reopenedBrowser(browser: Browser, context: BrowserContext, headers: Record<string, string>) {
  const { cookies, origins } = await context.storageState();
  return browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: headers,
    storageState: { cookies: cookies.filter((cookie) => cookie.expires > 0), origins },
  });
}

async function signOut(page: Page, firstName: string) {
  await accountButton(page, firstName).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test('a customer signs up, confirms, signs in, manages the account and resets the password', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const headers = ownClient();
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: headers });
  const page = await context.newPage();
  const email = freshEmail('journey');

  await test.step('sign up: the mismatch text, then a valid form goes to the pending page', async () => {
    await gotoHydrated(page, '/');
    const signIn = await openSignInModal(page);
    await shot(page, testInfo, '01-sign-in-modal');
    await signIn.getByRole('button', { name: 'Create an account' }).click();
    const signUp = await settledDialog(page, 'Create an account');
    await signUp.getByLabel('First name').fill('Robin');
    await signUp.getByLabel('Last name').fill('Carver');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signUp.getByLabel('Confirm password').fill('Something-else');
    await signUp.getByLabel('Confirm password').blur();
    await expect(signUp.getByText('Password and Confirm Password does not match')).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, testInfo, '02-sign-up-mismatch');
    await signUp.getByLabel('Confirm password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/registration-status/${encodeURIComponent(email)}` && url.searchParams.get('status') === 'pending');
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // After a client-side navigation the page's title arrives with its streamed metadata.
    await expect(page).toHaveTitle(/^Confirm your e-mail address/);
    await expectNoA11yViolations(page);
    await shot(page, testInfo, '03-pending');
  });

  await test.step('the mailed link confirms the account; a second use says so', async () => {
    const link = await mailedLink(email, 'confirm-email');
    await gotoHydrated(page, link);
    await expect(page.getByText('Your e-mail address has been confirmed. You can sign in now.')).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, testInfo, '04-confirmed');
    await gotoHydrated(page, link);
    await expect(page.getByText('This confirmation link is invalid or has expired.')).toBeVisible();
  });

  await test.step('sign in from the modal without remember-me: a reopened browser is signed out', async () => {
    await gotoHydrated(page, '/products');
    await fillSignIn(await openSignInModal(page), email, PASSWORD);
    await expect(accountButton(page, 'Robin')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/products');
    const reopened = await reopenedBrowser(browser, context, headers);
    const later = await reopened.newPage();
    await later.goto('/account');
    await expect(later).toHaveURL((url) => url.pathname === '/sign-in');
    await reopened.close();
    await signOut(page, 'Robin');
  });

  await test.step('with remember-me the sign-in outlives the browser', async () => {
    await fillSignIn(await openSignInModal(page), email, PASSWORD, true);
    await expect(accountButton(page, 'Robin')).toBeVisible();
    const reopened = await reopenedBrowser(browser, context, headers);
    const later = await reopened.newPage();
    await later.goto('/account');
    await expect(later.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await reopened.close();
  });

  await test.step('the account page: names, picture, payment history', async () => {
    await accountButton(page, 'Robin').click();
    await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByText('No payments yet.')).toBeVisible();
    await expect(page).toHaveTitle(/^My account/);
    await expectNoA11yViolations(page);
    await shot(page, testInfo, '05-account');
    await page.getByLabel('First name').fill('Robyn');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(accountButton(page, 'Robyn')).toBeVisible();
    await page.getByLabel('Upload picture').setInputFiles(reviewPhoto('me.png'));
    await expect(page.getByRole('img', { name: 'Your picture' })).toBeVisible();
    await expect(page.getByText('Picture uploaded.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Robyn');
  });

  await test.step('change password: the mismatch text, the wrong current password, then a change', async () => {
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = await settledDialog(page, 'Change password');
    await dialog.getByLabel('Current password').fill('Wrong-pass-0');
    await dialog.getByLabel('New password').fill(CHANGED);
    await dialog.getByLabel('Verify password').fill('Not-the-same-1');
    await dialog.getByLabel('Verify password').blur();
    await expect(dialog.getByText('Verified password is incorrect')).toBeVisible();
    await dialog.getByLabel('Verify password').fill(CHANGED);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, testInfo, '06-change-password-error');
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await signOut(page, 'Robyn');
  });

  await test.step('forgot password: the sent confirmation, then a reset from the mailed link', async () => {
    const signIn = await openSignInModal(page);
    await signIn.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = await settledDialog(page, 'Forgot password');
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByText('Check your email for further instructions.')).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, testInfo, '07-forgot-sent');
    await forgot.getByRole('button', { name: 'Close' }).click();

    const link = await mailedLink(email, 'reset-password');
    await gotoHydrated(page, link);
    const reset = await settledDialog(page, 'Choose a new password');
    const save = reset.getByRole('button', { name: 'Save new password' });
    await expect(save).toBeDisabled();
    await reset.getByLabel('Password', { exact: true }).fill(RESET);
    await reset.getByLabel('Verify password').fill('Third-pass-X');
    await reset.getByLabel('Verify password').blur();
    await expect(reset.getByText('Password and Verify Password does not match')).toBeVisible();
    await expect(save).toBeDisabled();
    await expectNoA11yViolations(page);
    await shot(page, testInfo, '08-reset-mismatch');
    await reset.getByLabel('Verify password').fill(RESET);
    await save.click();
    await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
    await expect(page.getByText('Your new password has been saved. Sign in with it now.')).toBeVisible();
    await expect(page).toHaveTitle(/^Sign in/);
    await fillSignIn(page.getByRole('form', { name: 'Sign in' }), email, RESET);
    await expect(accountButton(page, 'Robyn')).toBeVisible();

    // The link this browser used says so at once; spent elsewhere, the dashboard says it under Password.
    await gotoHydrated(page, link);
    await expect(page.getByText('This reset link has already been used. To choose another password, ask for a new link.')).toBeVisible();
    const elsewhere = await browser.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: headers });
    const other = await elsewhere.newPage();
    await gotoHydrated(other, link);
    const used = await settledDialog(other, 'Choose a new password');
    await used.getByLabel('Password', { exact: true }).fill('Fourth-pass-4');
    await used.getByLabel('Verify password').fill('Fourth-pass-4');
    await used.getByRole('button', { name: 'Save new password' }).click();
    await expect(used.getByText('This password reset link is invalid or has expired.')).toBeVisible();
    await elsewhere.close();
  });

  await context.close();
});
