import type { Page, TestInfo } from '@playwright/test';
import { screenshotStep, settledDialog } from './fixtures';

export { settledDialog };

export const contentShot = (page: Page, testInfo: TestInfo, step: string, options: { fullPage?: boolean } = {}) =>
  screenshotStep(page, testInfo, 'content', step, options);

/** The open antd dialog with this title. */
export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Opens a main section from the header, through the Menu on a phone. */
export async function openSection(page: Page, name: string, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
  }
}
