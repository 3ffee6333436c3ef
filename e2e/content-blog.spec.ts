import { expect, expectNoA11yViolations, test } from './fixtures';
import { contentShot, openSection } from './content-helpers';
import { gotoHydrated } from './journey-helpers';

// Issue 9: the blog over two pages, the type filter, an article and an unknown article.

test('a reader pages through the blog, filters by type and opens an article', async ({ page, isMobile }, testInfo) => {
  await gotoHydrated(page, '/');
  const newArticles = page.getByRole('region', { name: 'New on the blog' });
  await expect(newArticles.getByRole('article')).toHaveCount(3);

  await openSection(page, 'Blog', isMobile);
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByText('13 articles · page 1 of 3')).toBeVisible();
  const list = page.getByRole('list', { name: 'Blog' });
  await expect(list.getByRole('article')).toHaveCount(6);
  await expectNoA11yViolations(page);
  await contentShot(page, testInfo, 'blog-page-1', { fullPage: true });

  const firstPageTitles = await list.getByRole('heading').allTextContents();
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next ›' }).click();
  await expect(page).toHaveURL('/blog?page=2');
  await expect(page.getByText('13 articles · page 2 of 3')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const secondPageTitles = await list.getByRole('heading').allTextContents();
  expect(secondPageTitles).toHaveLength(6);
  expect(secondPageTitles.filter((title) => firstPageTitles.includes(title))).toEqual([]);

  await page.getByRole('navigation', { name: 'Article type' }).getByRole('link', { name: 'Guides' }).click();
  await expect(page).toHaveURL('/blog?type=guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog: guides' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'page');
  const guides = page.getByRole('list', { name: 'Blog: guides' }).getByRole('article');
  await expect(guides).toHaveCount(5);
  for (const card of await guides.all()) await expect(card).toContainText('Guide');
  await contentShot(page, testInfo, 'blog-guides');

  await guides.getByRole('link', { name: 'Curing speed explained: dose, distance and walking pace' }).click();
  await expect(page).toHaveURL('/blog/curing-speed-explained');
  const article = page.getByRole('article').first();
  await expect(page.getByRole('heading', { level: 1, name: 'Curing speed explained: dose, distance and walking pace' })).toBeVisible();
  await expect(article).toContainText('Keep the lamp 10 mm above the floor');
  await expect(page).toHaveTitle(/Curing speed explained/);
  const hero = article.locator('img').first();
  await expect(hero).toHaveAttribute('src', /\/_next\/image\?url=%2Fuploads%2Fimg%2Farticles%2Fcuring-speed-explained\.png/);
  const more = page.getByRole('region', { name: 'More guide articles' });
  await expect(more.getByRole('article')).toHaveCount(3);
  await expect(more).not.toContainText('Curing speed explained');
  await expectNoA11yViolations(page);
  await contentShot(page, testInfo, 'blog-article', { fullPage: true });
});

test('an unknown article is a 404 that leads back to the blog', { tag: '@desktop-only' }, async ({ page }, testInfo) => {
  const response = await page.goto('/blog/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog');
  await expectNoA11yViolations(page);
  await contentShot(page, testInfo, 'blog-404');
});

test('a page past the end of the blog is the 404 page, which offers the way back', { tag: '@desktop-only' }, async ({ page }, testInfo) => {
  // A list page past the last is no page of its own (one 404 for every such number, nothing cached per number).
  const response = await page.goto('/blog?page=9');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expectNoA11yViolations(page);
  await contentShot(page, testInfo, 'blog-past-end');
});
