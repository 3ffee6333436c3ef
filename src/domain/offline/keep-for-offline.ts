/**
 * Asks the service worker in control to keep this page's scripts and styles fetched so far, and
 * with `withPage` its HTML too. A file fetched before the worker took control never went through
 * it, so it would not be there without signal (README "Offline and install").
 */
export function keepFetchedFiles(withPage: boolean): void {
  const worker = navigator.serviceWorker?.controller;
  if (!worker || !navigator.onLine) return;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/_next/static/`));
  const page: [string, RequestInit][] = withPage ? [[location.href, { headers: { Accept: 'text/html' } }]] : [];
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...page, ...files] } });
}

/**
 * Runs `load`, then asks the worker to keep what it fetched: a load that began before the worker
 * took control and ended after is in neither the worker's cache nor the list the page sent it
 * when control changed.
 */
export const loadAndKeep = (load: () => Promise<unknown>) => load().then(() => keepFetchedFiles(false));

/**
 * Loads code a page needs without signal (the coverage calculator) once the page has loaded and
 * the browser is idle, so the service worker keeps it with the page while the page's first load
 * stays as it was.
 */
export function keepForOffline(load: () => Promise<unknown>): void {
  if (!('serviceWorker' in navigator)) return;
  const fetchIt = () => void loadAndKeep(load).catch(() => undefined);
  const run = () => (window.requestIdleCallback ? window.requestIdleCallback(fetchIt) : window.setTimeout(fetchIt, 0));
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
