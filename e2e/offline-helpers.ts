import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const PRODUCT = '/product/nordwood-pure-led-hardwax-oil';

/** Waits until the service worker controls the page and has kept the page on screen. */
export async function keptForOffline(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, { timeout: 30_000 });
  const path = new URL(page.url()).pathname;
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url, { ignoreVary: true })) !== undefined, path), { timeout: 20_000 })
    .toBe(true);
}

/** The signal returns: Playwright's offline switch fires no `online` event in the page, so it is fired here. */
export async function backOnline(page: Page) {
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

/** A door call from the test, as the page's own origin (the door refuses other sites' changes). */
export async function doorPost<T>(page: Page, path: string, form: Record<string, string> = {}): Promise<T> {
  const answer = await page.request.post(`/api/${path}`, { headers: { Origin: new URL(page.url()).origin }, form });
  return (await answer.json()) as T;
}
