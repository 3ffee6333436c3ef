import type { Page } from '@playwright/test';
import type { SessionUserAnswer } from '../src/modules/accounts/contract';
import type { BasketAnswer } from '../src/modules/basket/contract';
import { expect, signInThroughApi, test } from './fixtures';
import { gotoHydrated, reloadHydrated } from './journey-helpers';
import { doorPost, keptForOffline } from './offline-helpers';
import { createConfirmedCustomer } from './payment-helpers';
import { en as basketEn } from '../src/modules/basket/messages/en';
import { fr as basketFr } from '../src/modules/basket/messages/fr';
import { en as offlineEn } from '../src/modules/offline/messages/en';
import { fr as offlineFr } from '../src/modules/offline/messages/fr';
import { en as accountsEn } from '../src/modules/accounts/messages/en';
import { fr as accountsFr } from '../src/modules/accounts/messages/fr';

/** One tablet, a long day (docs/offline.md): what one customer leaves on the device is theirs alone. */

const SLUG = 'nordwood-pure-led-hardwax-oil';

/** The main journey in each language (docs/i18n.md): French under /fr with a fr-CA browser, its words from the French messages. */
const LANGUAGES = [
  { name: 'English', prefix: '', browserLocale: undefined, basket: basketEn, offline: offlineEn, accounts: accountsEn },
  { name: 'French', prefix: '/fr', browserLocale: 'fr-CA', basket: basketFr, offline: offlineFr, accounts: accountsFr },
] as const;

// The worker is what these specs test (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The basket on the dashboard, for whoever the browser's cookies sign in: each product's count, by slug. */
const basketCounts = async (page: Page) => Object.fromEntries((await doorPost<BasketAnswer>(page, 'basket')).basket.data.map((line) => [line.product.slug, line.count]));

/** Signs in through the door (the tablet handed over: the browser's cookies are now this customer's). */
async function handOver(page: Page, customer: { email: string; password: string }) {
  const answer = await page.request.post('/api/user/login', { form: { ...customer, rememberMe: '0' } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as SessionUserAnswer).user;
}

for (const { name, prefix, browserLocale, basket, offline, accounts } of LANGUAGES) {
  test.describe(`a shared device, in ${name}`, { tag: '@desktop-only' }, () => {
    if (browserLocale) test.use({ locale: browserLocale });
    test("another customer signing in neither gets the last one's waiting add nor sees their kept pages; the add waits for its customer", async ({ page, context }) => {
      test.setTimeout(180_000);
      const a = await createConfirmedCustomer(page);
      const b = await createConfirmedCustomer(page);
      await signInThroughApi(page, a, `${prefix}/account`);
      await keptForOffline(page);
      await gotoHydrated(page, `${prefix}/product/${SLUG}`);
      await keptForOffline(page);
      const oil = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

      // A adds with no signal; before the signal returns, A's sign-in ends and B signs in on the same browser.
      await context.setOffline(true);
      await page.getByRole('button', { name: basket.client.add.submit }).click();
      await expect(page.getByText(basket.client.add.waiting.replace('{labels}', `1 × ${oil}`))).toBeVisible();
      const customerB = await handOver(page, b);

      await context.setOffline(false);
      await gotoHydrated(page, `${prefix}/basket`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { name: offline.client.changes.heading })).toHaveCount(0);
      // Neither the page's load nor the worker's Background Sync sent A's add into B's basket.
      await page.waitForTimeout(2_000);
      expect(await basketCounts(page)).toEqual({});

      // Without signal, B is not shown A's account page, and the offline list does not name it.
      await expect
        .poll(async () => (await page.evaluate(() => caches.keys())).filter((name) => name.startsWith('personal-') && !name.startsWith(`personal-customer-${customerB.id}-`)))
        .toEqual([]);
      await context.setOffline(true);
      await page.goto(`${prefix}/account`);
      await expect(page.getByRole('heading', { level: 1, name: offline.server.page.heading })).toBeVisible();
      await expect(page.getByText(a.email)).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: accounts.server.accountPage.title })).toHaveCount(0);

      // A comes back: the add was kept for A, and arrives once in A's basket.
      await context.setOffline(false);
      await handOver(page, a);
      await gotoHydrated(page, `${prefix}/basket`);
      await expect.poll(() => basketCounts(page), { timeout: 20_000 }).toEqual({ [SLUG]: 1 });
      await reloadHydrated(page);
      expect(await basketCounts(page)).toEqual({ [SLUG]: 1 });
    });
  });
}

test.describe('a shared device', { tag: '@desktop-only' }, () => {
  test('signing out with no signal says it needs one and stays signed in, as the door still has the sign-in', async ({ page, context }) => {
    const customer = await createConfirmedCustomer(page);
    await signInThroughApi(page, customer, '/');
    await reloadHydrated(page);
    const header = page.getByRole('banner');
    await context.setOffline(true);
    await header.getByRole('button', { name: /Pat/ }).click();
    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect(header.getByRole('alert')).toHaveText('Signing out needs a signal: you are still signed in on this device. Try again when you are back online.');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

    await context.setOffline(false);
    await reloadHydrated(page);
    await expect(header.getByRole('button', { name: /Pat/ })).toBeVisible();
    await header.getByRole('button', { name: /Pat/ }).click();
    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await reloadHydrated(page);
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});
