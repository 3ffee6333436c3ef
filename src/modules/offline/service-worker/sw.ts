/// <reference lib="webworker" />
/**
 * The service worker (docs/offline.md). scripts/lib/service-worker.mjs bundles it
 * after `next build` with the build id and Serwist's precache list (the offline page in each
 * language and what they need, the icons); src/app/sw.js serves it.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, type PrecacheEntry, type SerwistPlugin } from 'serwist';
import { CLAIM_MESSAGE, type ClaimMessage } from '@/modules/offline/claim';
import { cacheNames, IMAGES_CACHE, isCurrentCache, SEEN_AT_ATTRIBUTE, SEEN_AT_HEADER, SHEETS_CACHE } from '@/modules/offline/cache-names';
import { offlineFallbacks } from '@/modules/offline/offline-page';
import { requestKind, type RequestKind } from '@/modules/offline/request-kind';
import { ForWhoIsThere } from './personal';
import { sendChangesOnSync } from './sync-changes';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };
declare const BUILD_ID: string;

const names = cacheNames(BUILD_ID);
/** One bar of signal: after this long the page as last seen beats waiting. */
const NETWORK_SECONDS = 6;

/** Keeps whole, first-hand answers only (not a redirect to sign-in), stamped with when they were seen. */
const keepAsSeen: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || response.redirected || response.type !== 'basic') return null;
    const headers = new Headers(response.headers);
    headers.set(SEEN_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/** A page answered from what was kept says so on its <html>, with when it was seen: the offline banner reads it. */
const markAsSeen: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const seen = cachedResponse?.headers.get(SEEN_AT_HEADER);
    if (!cachedResponse || !seen || !/^\d+$/.test(seen)) return cachedResponse;
    const html = (await cachedResponse.text()).replace(/<html\b/i, `<html ${SEEN_AT_ATTRIBUTE}="${seen}"`);
    return new Response(html, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers: cachedResponse.headers });
  },
};

/**
 * Pages are asked of the shop, never of the browser's own cache: their `stale-while-revalidate`
 * (meant for a CDN) lets that cache answer with a page as old as a year, even without signal,
 * and an answer from it reads as fresh, so no "last seen" mark. `no-cache` revalidates instead.
 */
const askTheShop: SerwistPlugin = {
  requestWillFetch: async ({ request }) => new Request(request, { cache: 'no-cache' }),
};

/**
 * A page or file the shop now answers as gone (a product withdrawn) is no
 * longer kept: without signal it is then not shown as if it were still there.
 */
const forgetWhenGone = (cacheName: string): SerwistPlugin => ({
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 404 || response.status === 410) await (await caches.open(cacheName)).delete(request, { ignoreVary: true });
    return response;
  },
});

/** Next's navigation answers name the router state they answer in `_rsc` and vary on its headers; the URL with `_rsc` is the key. */
const rscMatch = { ignoreVary: true };

const lastSeen = (cacheName: string, matchOptions?: CacheQueryOptions, plugins: SerwistPlugin[] = []) =>
  new NetworkFirst({ cacheName, networkTimeoutSeconds: NETWORK_SECONDS, plugins: [askTheShop, keepAsSeen, ...plugins], matchOptions });

const kindOf = (request: Request): RequestKind =>
  requestKind({ url: request.url, method: request.method, mode: request.mode, rsc: request.headers.get('RSC'), accept: request.headers.get('Accept') }, self.location.origin);

const when = (kind: RequestKind) => ({ request }: { request: Request }) => kindOf(request) === kind;

/** Kept as last seen in the caches of whoever is signed in now (personal.ts). */
const lastSeenForWhoIsThere = (cache: 'pages' | 'rsc' | 'files', matchOptions?: CacheQueryOptions, plugins: SerwistPlugin[] = []) =>
  new ForWhoIsThere(BUILD_ID, cache, (cacheName) => lastSeen(cacheName, matchOptions, plugins));

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // Named here: Serwist settles the precache's name before it reads `cacheId`.
  precacheOptions: { cacheName: names.precache, cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    { matcher: when('page'), handler: lastSeen(names.pages, undefined, [markAsSeen, forgetWhenGone(names.pages)]) },
    { matcher: when('personal-page'), handler: lastSeenForWhoIsThere('pages', undefined, [markAsSeen]) },
    // Files once opened, byte for byte (no mark on them): the pack with the customer's pages, the sheets with the shop's content.
    { matcher: when('personal-file'), handler: lastSeenForWhoIsThere('files') },
    { matcher: when('sheet'), handler: lastSeen(SHEETS_CACHE, undefined, [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 90 * 24 * 60 * 60 })]) },
    { matcher: when('rsc'), handler: lastSeen(names.rsc, rscMatch) },
    { matcher: when('personal-rsc'), handler: lastSeenForWhoIsThere('rsc', rscMatch) },
    // Never kept; a Strategy all the same, so without signal the offline page answers (fallbacks below).
    { matcher: when('crew-link'), handler: new NetworkOnly() },
    { matcher: when('asset'), handler: new CacheFirst({ cacheName: names.assets }) },
    {
      matcher: when('image'),
      handler: new CacheFirst({ cacheName: IMAGES_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })] }),
    },
  ],
  // A page never opened, without signal: the offline page in the page's language (`/fr/…` → `/fr/offline`), else the English one.
  fallbacks: { entries: offlineFallbacks() },
});

// Another build's caches go when this worker takes over, so two builds' files never mix.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((all) => Promise.all(all.filter((name) => !isCurrentCache(name, BUILD_ID)).map((name) => caches.delete(name)))));
});

// A page that loaded while this worker activated was not claimed with the others: it asks (src/modules/offline/claim.ts).
self.addEventListener('message', (event) => {
  if ((event.data as ClaimMessage | null)?.type === CLAIM_MESSAGE) event.waitUntil(self.clients.claim());
});

sendChangesOnSync(self);

serwist.addEventListeners();
