/**
 * Loads code a page needs without signal (the coverage calculator) once the page has loaded and
 * the browser is idle, so the service worker keeps it with the page (README "Offline and install")
 * while the page's first load stays as it was.
 */
export function keepForOffline(load: () => Promise<unknown>): void {
  if (!('serviceWorker' in navigator)) return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
  const run = () => void idle(() => void load().catch(() => undefined));
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
