/**
 * Loads code a page needs without signal (the coverage calculator) once the page has loaded and
 * the browser is idle, so the service worker keeps it with the page (README "Offline and install")
 * while the page's first load stays as it was.
 */
export function keepForOffline(load: () => Promise<unknown>): void {
  if (!('serviceWorker' in navigator)) return;
  const fetchIt = () => void load().catch(() => undefined);
  const run = () => (window.requestIdleCallback ? window.requestIdleCallback(fetchIt) : window.setTimeout(fetchIt, 0));
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
