'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { clockTime, seenAt } from '@/shared/offline/seen-at';

const WORKER_URL = '/sw.js';

/** Registers the worker once the page has loaded, so it never competes with the page's own first load. */
function registerAfterLoad() {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).catch(() => undefined);
  // The first page came before the worker: once it takes control, it keeps that page too.
  navigator.serviceWorker.addEventListener('controllerchange', keepThisPage, { once: true });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Asks the worker to keep this page's HTML and the files it loaded, so it reads offline even if it came before the worker. */
function keepThisPage() {
  const worker = navigator.serviceWorker?.controller;
  if (!worker || !navigator.onLine) return;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/_next/static/`));
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [[location.href, { headers: { Accept: 'text/html' } }], ...files] } });
}

/**
 * The service worker's registration and the offline banner (README "Offline and install"). The
 * banner says when the page on screen was seen, and that its prices and stock are as seen then.
 */
export function OfflineSupport() {
  const pathname = usePathname();
  const [offline, setOffline] = useState(false);
  const [seen, setSeen] = useState<number | null>(null);

  useEffect(registerAfterLoad, []);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    if (!offline) {
      document.documentElement.removeAttribute('data-offline');
      if (document.readyState === 'complete') keepThisPage();
      else window.addEventListener('load', keepThisPage, { once: true });
      return;
    }
    document.documentElement.setAttribute('data-offline', '');
    let current = true;
    void seenAt(location.href).then((stamp) => current && setSeen(stamp));
    return () => {
      current = false;
    };
  }, [offline, pathname]);

  if (!offline) return null;
  return (
    <div className="offline-banner" role="status">
      {seen === null ? "You're offline" : `You're offline — showing what you saw at ${clockTime(seen)}`}. Prices and stock are as last seen.
    </div>
  );
}
