import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, resetSandbox, SANDBOX_URL } from './sandbox';

export { DEMO_CUSTOMER, expect, resetSandbox, SANDBOX_URL, test };

/**
 * Runs axe on the page as it is now (an open modal included) and fails on any violation of
 * any impact, listing each rule with the elements it found.
 */
export async function expectNoA11yViolations(page: Page, { exclude = [] as string[] } = {}) {
  // antd animates modals and menus in and out; axe reads what the customer finally sees.
  await expect(page.locator('[class*="ant-zoom-"], [class*="ant-fade-"], [class*="ant-slide-"]')).toHaveCount(0);
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.map((violation) => {
      const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
      return `${violation.impact} ${violation.id}: ${violation.help} → ${targets.join(' | ')}`;
    });
  expect(blocking, `axe on ${page.url()}`).toEqual([]);
}

/** Signs in through /sign-in as it appears to a customer and waits to land on `redirectTo`. */
export async function signIn(page: Page, { email, password }: { email: string; password: string } = DEMO_CUSTOMER, redirectTo = '/') {
  const query = redirectTo === '/' ? '' : `?redirect=${encodeURIComponent(redirectTo)}`;
  await page.goto(`/sign-in${query}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === redirectTo.split('?')[0]);
}
