import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { reloadHydrated } from './journey-helpers';

const controlled = (page: Page, timeout: number) =>
  page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout, polling: 250 }).then(
    () => true,
    () => false,
  );

/** What the page knows of its worker, for a failure's message. */
const workerState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const worker = (w: ServiceWorker | null | undefined) => w?.state ?? null;
    return JSON.stringify({
      page: location.pathname,
      readyState: document.readyState,
      registration: registration && { installing: worker(registration.installing), waiting: worker(registration.waiting), active: worker(registration.active) },
      caches: await caches.keys(),
    });
  });

/**
 * Waits until the service worker controls the page and has kept the page on screen. A worker
 * whose registration did not take (its install failed, or the page that asked went away) is
 * asked for again by the customer's next page load, so the test reloads once, as they would.
 */
export async function keptForOffline(page: Page) {
  if (!(await controlled(page, 30_000))) {
    const before = await workerState(page);
    test.info().annotations.push({ type: 'service worker asked for again', description: before });
    await reloadHydrated(page);
    if (!(await controlled(page, 30_000))) throw new Error(`No service worker controls the page, before a reload: ${before}; after: ${await workerState(page)}`);
  }
  const path = new URL(page.url()).pathname;
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url, { ignoreVary: true })) !== undefined, path), { timeout: 20_000 })
    .toBe(true);
}

/**
 * Waits until the network is quiet and the worker keeps every script the page fetched after its
 * load event (the calculator, the job dialog): code the first load never asked for, which must
 * still be on the device without signal.
 */
export async function codeAfterLoadKept(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= loaded && entry.name.includes('/_next/static/') && entry.name.endsWith('.js'))
            .map((entry) => entry.name);
          const kept = await Promise.all(scripts.map((url) => caches.match(url)));
          return loaded > 0 && scripts.length > 0 && kept.every(Boolean);
        }),
      { timeout: 20_000 },
    )
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
