import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Waits until the service worker controls the page and has kept the page on screen. */
export async function keptForOffline(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, { timeout: 60_000 });
  const path = new URL(page.url()).pathname;
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url, { ignoreVary: true })) !== undefined, path), { timeout: 20_000 })
    .toBe(true);
}

/** The names of the worker's caches on this device. */
export const cacheNamesOnDevice = (page: Page) => page.evaluate(() => caches.keys());

/** Every address kept in any of the worker's caches. */
export const keptAddresses = (page: Page) =>
  page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) addresses.push(request.url);
    return addresses;
  });

/** The signal comes back: the browser's network, and the `online` event the page listens to. */
export async function backOnline(page: Page) {
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

/** A door call from the test, as the page's own origin (the door refuses other sites' changes). */
export async function doorPost<T>(page: Page, path: string, form: Record<string, string> = {}): Promise<T> {
  const answer = await page.request.post(`/api/${path}`, { headers: { Origin: new URL(page.url()).origin }, form });
  return (await answer.json()) as T;
}
