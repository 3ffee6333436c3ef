import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, screenshotStep, test } from './fixtures';
import { reviewBehindTheStorefrontsBack, shownReviewCount } from './review-helpers';
import { E2E_REVALIDATE_SECRET, E2E_SEARCH_PAGE_SECONDS, SANDBOX_URL } from './sandbox';

/** The header's search field at this width: in the bar on desktop, in the Menu on a phone. */
async function searchField(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  const field = page.getByRole('searchbox', { name: 'Search' });
  await field.focus();
  // The combobox loads on focus and takes the plain field's place, keeping the focus.
  const combobox = page.getByRole('combobox', { name: 'Search' });
  await expect(combobox).toBeFocused();
  return combobox;
}

test.describe('search', () => {
  test('a misspelt product name, a suggestion picked by keyboard, the product page', async ({ page, isMobile }, testInfo) => {
    await page.goto('/');
    const combobox = await searchField(page, isMobile);
    await combobox.pressSequentially('nordwod pure', { delay: 30 });

    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('group', { name: 'Products' })).toBeVisible();
    const option = listbox.getByRole('option', { name: 'Nordwood Pure LED Hardwax Oil' });
    await expect(option).toBeVisible();
    // The misspelt word marks the word it was taken for; the other, its typed start.
    await expect(option.locator('mark')).toHaveText(['Nordwood', 'Pure']);
    await expectNoA11yViolations(page);
    await screenshotStep(page, testInfo, 'search', 'suggestions');

    const options = listbox.getByRole('option');
    const count = await options.count();
    let index = -1;
    for (let step = 0; step < count; step += 1) {
      await combobox.press('ArrowDown');
      index += 1;
      if ((await options.nth(index).textContent()) === 'Nordwood Pure LED Hardwax Oil') break;
    }
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await combobox.press('Enter');
    await expect(page).toHaveURL(/\/product\/nordwood-pure-led-hardwax-oil$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nordwood Pure LED Hardwax Oil' })).toBeVisible();
  });

  test('Escape closes the suggestions', async ({ page, isMobile }) => {
    await page.goto('/products');
    const combobox = await searchField(page, isMobile);
    await combobox.pressSequentially('lumacure', { delay: 30 });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await combobox.press('Escape');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
    // The phone's menu around the field stays open: Escape closed the list, not the menu.
    if (isMobile) await expect(combobox).toBeVisible();
  });

  test('/search for a colour lists its products and an article that names it', async ({ page }, testInfo) => {
    await page.goto('/search?q=Driftwood');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “driftwood”');
    const products = page.getByRole('list', { name: 'Products found' });
    await expect(products.getByRole('heading', { name: 'Arboris Lumen Color UV-LED Oil' })).toBeVisible();
    const articles = page.getByRole('list', { name: 'Articles found' });
    await expect(articles.getByRole('link', { name: /driftwood greys in a Montauk beach house/ })).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshotStep(page, testInfo, 'search', 'results', { fullPage: true });
  });

  test('the found products’ pages are prefetched once the results page has loaded, not before', { tag: '@desktop-only' }, async ({ page }) => {
    // Slow pictures hold the load event back well past hydration, when the cards' links are in view.
    await page.route('**/_next/image**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/search?q=walnut');
    await expect(page.getByRole('list', { name: 'Products found' }).getByRole('link').first()).toBeVisible();

    const timings = () =>
      page.evaluate(() => ({
        loadedAt: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventStart as number,
        prefetchedAt: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/product/'))
          .map((entry) => entry.startTime),
      }));
    await expect.poll(async () => (await timings()).prefetchedAt.length).toBeGreaterThan(0);
    const { loadedAt, prefetchedAt } = await timings();
    expect(loadedAt).toBeGreaterThan(1500);
    for (const startedAt of prefetchedAt) expect(startedAt).toBeGreaterThanOrEqual(loadedAt);
  });

  test('nothing found offers the categories', async ({ page }, testInfo) => {
    await page.goto('/search?q=xylophone');
    const empty = page.getByRole('region', { name: 'Nothing found for “xylophone”' });
    for (const name of ['Nordwood LED Hardwax Oil', 'Arboris UV-LED Oil System', 'LED Cured Lights']) {
      await expect(empty.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expectNoA11yViolations(page);
    await screenshotStep(page, testInfo, 'search', 'nothing-found', { fullPage: true });
  });
});

test.describe('search, server side', { tag: '@desktop-only' }, () => {
  test('/search is kept by its normalised query for a CDN, never in Next’s cache, and never for a customer', async ({ request }) => {
    const first = await request.get('/search?q=walnut+stain');
    expect(first.status()).toBe(200);
    const again = await request.get('/search?q=%20Walnut%20%20Stain');
    expect(again.headers()['x-nextjs-cache']).toBeUndefined();
    expect(again.headers()['cache-control']).toBe(`public, max-age=0, s-maxage=${E2E_SEARCH_PAGE_SECONDS}, stale-while-revalidate=${E2E_SEARCH_PAGE_SECONDS * 5}`);
    expect(await again.text()).toContain('Search results for “walnut stain”');
    const customers = await request.get('/search?q=walnut+stain', { headers: { cookie: 'lf_session=a-visitor-session' } });
    expect(customers.headers()['cache-control']).not.toContain('public');
  });

  test('/api/search answers itself: GET only, capped, never the door', async ({ request }) => {
    const answer = await request.get('/api/search?q=stian');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('public, max-age=60');
    const body = await answer.json();
    expect(body.groups[0].items.map((item: { title: string }) => item.title)).toContain('Arboris Deep Stain');
    expect((await request.post('/api/search?q=stian')).status()).toBe(405);
    expect((await request.get(`/api/search?q=${'a'.repeat(101)}`)).status()).toBe(414);
  });

  test('a tag revalidation rebuilds the index: /search shows the product as the dashboard has it now', async ({ request }) => {
    const title = 'LumaCure Replacement LED Module';
    const url = '/search?q=replacement+module';
    const product = (await (await request.get(`${SANDBOX_URL}/api/products/by-slug?slug=lumacure-replacement-led-module`)).json()).data;
    const shown = async () => shownReviewCount(await (await request.get(url)).text(), title);
    const before = await shown();

    // The page's product cards come from the index, so a new count means a rebuilt index.
    await reviewBehindTheStorefrontsBack(request, product.id);
    const revalidated = await request.post('/api/revalidate', { headers: { 'x-revalidate-secret': E2E_REVALIDATE_SECRET }, data: { tags: ['products'] } });
    expect(revalidated.status()).toBe(200);
    // The first render after the revalidation may still read the index being rebuilt; the page it
    // makes is kept for the search page's time (a few seconds in the tests), then rendered anew.
    await expect.poll(shown, { timeout: 30_000 }).toBe(before + 1);
  });
});
