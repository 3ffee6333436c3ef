/**
 * Asks the service worker in control to keep this page's scripts and styles fetched so far, and
 * with `withPage` its HTML too. A file fetched before the worker took control never went through
 * it, so it would not be there without signal (docs/offline.md).
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

// Safari has no requestIdleCallback: a while after the load event stands in for idle there.
const onIdle = (task: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task) : window.setTimeout(task, 1000);
const cancelIdle = (id: number) =>
  typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback(id) : window.clearTimeout(id);

/**
 * Runs `load` once the page has loaded and the main thread is idle, then asks the worker to keep
 * what it fetched; a failed load is left for the real use to retry. Returns what cancels it.
 */
export function preloadWhenIdle(load: () => Promise<unknown>): () => void {
  let idle: number | null = null;
  const schedule = () => {
    idle = onIdle(() => void loadAndKeep(load).catch(() => undefined));
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== null) cancelIdle(idle);
  };
}

/**
 * Loads code a page needs without signal (the coverage calculator) once the page has loaded and
 * the browser is idle, so the service worker keeps it with the page while the page's first load
 * stays as it was. Nothing where there is no service worker to keep it.
 */
export function keepForOffline(load: () => Promise<unknown>): (() => void) | undefined {
  if (!('serviceWorker' in navigator)) return undefined;
  return preloadWhenIdle(load);
}
