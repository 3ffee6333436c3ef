import { expect, type Page, type TestInfo } from '@playwright/test';

export const CONTENT_SHOTS_DIR = '/work/wt/shots/9';

/** A screenshot per step and width (the project's name), looked at after the run. */
export async function contentShot(page: Page, testInfo: TestInfo, step: string, { fullPage = false } = {}) {
  await page.screenshot({ path: `${CONTENT_SHOTS_DIR}/${testInfo.project.name}-${step}.png`, animations: 'disabled', fullPage });
}

/** The open antd dialog with this title. */
export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** The dialog once antd's opening animation is over, so axe reads it as the customer finally sees it. */
export async function settledDialog(page: Page, name: string | RegExp) {
  const found = dialog(page, name);
  await expect(found).toBeVisible();
  await expect(page.locator('[class*="ant-zoom-"], [class*="ant-fade-"]')).toHaveCount(0);
  return found;
}

/** Opens a main section from the header, through the Menu on a phone. */
export async function openSection(page: Page, name: string, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
  }
}
