import { expect, expectNoA11yViolations, signIn, test } from './fixtures';
import { gotoHydrated } from './journey-helpers';

// Issue 9: axe on every content page for a signed-in customer (the journeys cover signed out).

const PAGES = ['/blog', '/blog?type=project', '/blog/brooklyn-loft-one-day-refinish', '/services', '/services/custom-color-matching', '/color-lab', '/awards'];

for (const path of PAGES) {
  test(`${path} has no accessibility violations for a signed-in customer`, async ({ page }) => {
    await signIn(page);
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /, account menu$/ })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
