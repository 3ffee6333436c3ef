'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { LAST_SEEN_PROPERTY, SEEN_AT_ATTRIBUTE } from '@/modules/offline';
import { askToBeClaimed } from '@/modules/offline';
import { forgetOthersPersonal } from '@/modules/offline';
import { keepFetchedFiles } from '@/modules/offline';
import { LOGOUT_EVENT } from '@/shared/api/events';
import { clockTime, seenAt } from '@/modules/offline';
import { useSendQueued } from './use-send-queued';

const WORKER_URL = '/sw.js';

/** Registers the worker once the page has loaded, so it never competes with the page's own first load. */
function registerAfterLoad() {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker
      .register(WORKER_URL, { scope: '/' })
      .then(() => askToBeClaimed(navigator.serviceWorker))
      .catch(() => undefined);
  // The first page came before the worker: once it takes control, it keeps that page too.
  navigator.serviceWorker.addEventListener('controllerchange', keepThisPage, { once: true });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Asks the worker to keep this page's HTML and the files it loaded, so it reads offline even if it came before the worker. */
const keepThisPage = () => keepFetchedFiles(true);

/** The worker marks a page it answered from what it kept: no answer came, whatever navigator.onLine says. */
const isOffline = () => document.documentElement.hasAttribute(SEEN_AT_ATTRIBUTE) || !navigator.onLine;

function subscribeToSignal(onChange: () => void) {
  const online = () => {
    document.documentElement.removeAttribute(SEEN_AT_ATTRIBUTE);
    onChange();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * On every load, and when the door ends the sign-in (a 401 cleared its cookies): what the device
 * keeps of anyone but who is here now goes (the worker does the same on each personal request).
 */
function forgetOthersOnEveryLoad() {
  const forget = () => void forgetOthersPersonal().catch(() => undefined);
  forget();
  window.addEventListener(LOGOUT_EVENT, forget);
  return () => window.removeEventListener(LOGOUT_EVENT, forget);
}

/**
 * The service worker's registration and the offline banner (docs/offline.md). The
 * banner says when the page on screen was seen, and that its prices and stock are as seen then;
 * each price on screen is marked "Last seen 14:05" too.
 */
export function OfflineSupport() {
  const pathname = usePathname();
  const offline = useSyncExternalStore(subscribeToSignal, isOffline, () => false);
  const [looked, setLooked] = useState<number | null>(null);
  const t = useTranslations('shell.client.offline');

  useEffect(registerAfterLoad, []);
  useEffect(forgetOthersOnEveryLoad, []);
  useSendQueued();

  useEffect(() => {
    if (!offline) {
      if (document.readyState === 'complete') keepThisPage();
      else window.addEventListener('load', keepThisPage, { once: true });
      return;
    }
    let current = true;
    void seenAt(location.href).then((stamp) => current && setLooked(stamp));
    return () => {
      current = false;
    };
  }, [offline, pathname]);

  const kept = offline ? Number(document.documentElement.getAttribute(SEEN_AT_ATTRIBUTE)) : 0;
  const seen = kept > 0 ? kept : looked;

  // Each price on screen says when it was seen (globals.css shows the text after each [data-last-seen]).
  useEffect(() => {
    const root = document.documentElement.style;
    if (offline) root.setProperty(LAST_SEEN_PROPERTY, JSON.stringify(seen === null ? t('lastSeen') : t('lastSeenAt', { time: clockTime(seen) })));
    else root.removeProperty(LAST_SEEN_PROPERTY);
  }, [offline, seen, t]);

  if (!offline) return null;
  return (
    <div className="offline-banner" role="status">
      {seen === null ? t('banner') : t('bannerSeen', { time: clockTime(seen) })}
    </div>
  );
}
