import { freshEmail, mailedLink, ownClient, shot } from './accounts-helpers';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { gotoHydrated } from './journey-helpers';

// Issue 26: the Sign-in page says what happened when the door's limit refuses: how long to wait, in the form.

test.use({ extraHTTPHeaders: ownClient() });

test('after ten wrong passwords the Sign-in page says how long to wait, in the form, and keeps what was typed', async ({ page }, testInfo) => {
  const email = freshEmail('limited');
  const call = async (path: string, form: Record<string, string>) => (await page.request.post(`/api/${path}`, { multipart: form })).status();
  expect(await call('user/create', { first_name: 'Robin', last_name: 'Carver', email, password: 'First-pass-1' })).toBe(200);
  const confirm = new URL(await mailedLink(email, 'confirm-email'), 'http://shop.test');
  expect(await call('user/confirm-email', { token: confirm.searchParams.get('token') ?? '' })).toBe(200);
  // The door's per-e-mail limit for this client (src/server/door/abuse-limits.ts): ten wrong guesses.
  for (let attempt = 0; attempt < 10; attempt += 1) expect(await call('user/login', { email, password: `Wrong-pass-${attempt}` })).toBe(422);

  await gotoHydrated(page, '/sign-in');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('First-pass-1');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('First-pass-1');
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
  await expectNoA11yViolations(page);
  await shot(page, testInfo, 'sign-in-429');
});
