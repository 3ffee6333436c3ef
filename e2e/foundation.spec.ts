import { DEMO_CUSTOMER, expect, signIn, test } from './fixtures';

test('the home page loads with the header and the main content', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
});

test('the demo customer signs in, sees their name, and signs out again', async ({ page }) => {
  await signIn(page);
  const header = page.getByRole('banner');
  const accountMenu = header.getByRole('button', { name: new RegExp(DEMO_CUSTOMER.firstName) });
  await expect(accountMenu).toBeVisible();
  await expect(accountMenu).toContainText(DEMO_CUSTOMER.firstName);

  await accountMenu.click();
  await header.getByRole('button', { name: 'Sign out' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(header.getByText(DEMO_CUSTOMER.firstName)).toHaveCount(0);
});

test('a visitor session lives in an httpOnly cookie and never in the answer', { tag: '@desktop-only' }, async ({ request }) => {
  const response = await request.get('/api/default/session');
  expect(response.ok()).toBe(true);

  const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect(cookie.value).toMatch(/;\s*HttpOnly/i);

  const body = await response.text();
  expect(body).not.toMatch(/"token"/);
  for (const cookie of cookies) {
    const value = cookie.value.split(';')[0].split('=').slice(1).join('=');
    if (value.length >= 8) expect(body).not.toContain(value);
  }
});

test('the scripts every page starts with are compiled off the main thread (V8 compile hint)', { tag: '@desktop-only' }, async ({ request }) => {
  const startScripts = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<script src="([^"]+\.js)"(?! noModule)/g)].map((match) => match[1]);
  };
  const [home, blog] = await Promise.all([startScripts('/'), startScripts('/blog')]);
  const shared = home.filter((src) => blog.includes(src));
  expect(shared.length).toBeGreaterThan(3);

  for (const src of shared) expect((await (await request.get(src)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
});

// axe on / and /sign-in: the page matrix in a11y.spec.ts (as a visitor, at both widths).
