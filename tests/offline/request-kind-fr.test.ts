// @vitest-environment node
import { requestKind, pagePathOf, type RequestFacts } from '@/modules/offline/request-kind';
import { isOfflinePage, offlineFallbacks, offlinePageFor, OFFLINE_PAGES } from '@/modules/offline/offline-page';

/** Every path rule of the worker holds for the French spelling of its pages (`/fr/…`, docs/i18n.md). */

const origin = 'https://shop.example';
const page = (path: string, more: Partial<RequestFacts> = {}): RequestFacts => ({ url: `${origin}${path}`, method: 'GET', mode: 'navigate', rsc: null, accept: 'text/html', ...more });
const rsc = (path: string) => page(path, { mode: 'cors', rsc: '1', accept: '*/*' });
const fetchCall = (path: string) => page(path, { mode: 'cors', accept: 'application/json' });

describe('what the service worker keeps of French pages', () => {
  it('keeps French catalogue pages as seen, and their navigation answers apart', () => {
    expect(requestKind(page('/fr'), origin)).toBe('page');
    expect(requestKind(page('/fr/products'), origin)).toBe('page');
    expect(requestKind(page('/fr/product/hardwax-oil'), origin)).toBe('page');
    expect(requestKind(rsc('/fr/product/hardwax-oil?_rsc=abc12'), origin)).toBe('rsc');
  });

  it("keeps the French account, its orders and jobs and the basket in the customer's own caches, as the English ones", () => {
    for (const path of ['/fr/account', '/fr/account/orders/12', '/fr/account/jobs', '/fr/account/jobs/3', '/fr/basket', '/FR/account', '//fr/account/jobs/3']) {
      expect(requestKind(page(path), origin)).toBe('personal-page');
      expect(requestKind(rsc(`${path}?_rsc=1`), origin)).toBe('personal-rsc');
    }
    expect(requestKind(page('/fr/accounts-of-others'), origin)).toBe('page');
    expect(requestKind(page('/fresh/account'), origin)).toBe('page');
  });

  it("keeps a French job pack with the customer's files", () => {
    expect(requestKind(page('/fr/account/jobs/12/pack'), origin)).toBe('personal-file');
    expect(requestKind(fetchCall('/fr/account/jobs/12/pack'), origin)).toBe('personal-file');
  });

  it('never keeps French sign-in, token links, the plain-form routes, or anything under /api', () => {
    for (const path of ['/fr/sign-in?redirect=%2Ffr%2Faccount', '/fr/reset-password?token=t', '/fr/confirm-email?code=c', '/fr/registration-status', '/fr/basket/add', '/fr/basket/quantity', '/fr/api/basket', '/fr/sw.js', '/%66r/sign-in']) {
      expect(requestKind(page(path), origin)).toBe('network');
      expect(requestKind(rsc(path), origin)).toBe('network');
    }
  });

  it('never keeps a French crew link: its page, its navigation answer or its pack, however the address is spelled', () => {
    for (const path of ['/fr/jobs/shared/Zk3-tok_en', '/fr/jobs/shared/Zk3-tok_en/pack', '/fr/jobs/%73hared/Zk3/pack', '/fr//jobs//shared/Zk3', '//fr/jobs/shared/Zk3', '/FR/Jobs/Shared/Zk3', '/%66r/jobs/shared/Zk3']) {
      expect(requestKind(page(path), origin)).toBe('crew-link');
      expect(requestKind(page(path, { mode: 'cors' }), origin)).toBe('network');
      expect(requestKind(rsc(`${path}?_rsc=1`), origin)).toBe('network');
      expect(requestKind(fetchCall(path), origin)).toBe('network');
    }
    expect(requestKind(page('/fr/jobs/sharedness'), origin)).toBe('page');
  });

  it('reads files as asked: there is no French spelling of the build, the icons or the uploads', () => {
    expect(requestKind(fetchCall('/_next/static/chunks/a1.js'), origin)).toBe('asset');
    expect(requestKind(fetchCall('/uploads/pdf/technical/sheet.pdf'), origin)).toBe('sheet');
    expect(pagePathOf('/_next/static/chunks/a1.js')).toBe('/_next/static/chunks/a1.js');
    expect(pagePathOf('/fr')).toBe('/');
    expect(pagePathOf('/fr/basket')).toBe('/basket');
  });
});

describe("the worker's offline page", () => {
  it('is the French one for a French page, the English one otherwise', () => {
    expect(OFFLINE_PAGES).toEqual({ en: '/offline', fr: '/fr/offline' });
    expect(offlinePageFor(`${origin}/fr/product/hardwax-oil`)).toBe('/fr/offline');
    expect(offlinePageFor(`${origin}/fr`)).toBe('/fr/offline');
    expect(offlinePageFor(`${origin}/product/hardwax-oil`)).toBe('/offline');
    expect(offlinePageFor(`${origin}/fresh-oak`)).toBe('/offline');
  });

  it("answers a page never opened with the offline page of the page's language, then the English one", () => {
    const fallbackFor = (path: string, destination = 'document') =>
      offlineFallbacks()
        .filter(({ matcher }) => matcher({ request: { url: `${origin}${path}`, destination } }))
        .map(({ url }) => url);
    expect(fallbackFor('/fr/account/jobs/3')).toEqual(['/fr/offline', '/offline']);
    expect(fallbackFor('/fr/jobs/shared/Zk3')).toEqual(['/fr/offline', '/offline']);
    expect(fallbackFor('/account/jobs/3')).toEqual(['/offline']);
    expect(fallbackFor('/fr/product/oak', 'image')).toEqual([]);
  });

  it('knows itself in both languages, so its list of kept pages leaves it out', () => {
    expect(isOfflinePage('/offline')).toBe(true);
    expect(isOfflinePage('/fr/offline')).toBe(true);
    expect(isOfflinePage('/fr/products')).toBe(false);
  });
});
