import { cacheNames, fileCacheNames, isCurrentCache, isOthersCache, isOthersStorage, pageCacheNames, personalCacheNames } from '@/modules/offline/cache-names';
import { ownerOf, VISITOR } from '@/modules/offline/owner';
import { requestKind, type RequestFacts } from '@/modules/offline/request-kind';

const origin = 'https://shop.example';
const page = (path: string, more: Partial<RequestFacts> = {}): RequestFacts => ({ url: `${origin}${path}`, method: 'GET', mode: 'navigate', rsc: null, accept: 'text/html', ...more });
const rsc = (path: string) => page(path, { mode: 'cors', rsc: '1', accept: '*/*' });
const fetchCall = (path: string) => page(path, { mode: 'cors', accept: 'application/json' });

describe('what the service worker keeps', () => {
  it('keeps catalogue and product pages as seen, and their navigation answers apart from the HTML', () => {
    expect(requestKind(page('/products'), origin)).toBe('page');
    expect(requestKind(page('/product/hardwax-oil'), origin)).toBe('page');
    expect(requestKind(rsc('/product/hardwax-oil?_rsc=abc12'), origin)).toBe('rsc');
    // A prefetch without the header still carries `_rsc`.
    expect(requestKind(page('/products?_rsc=x1', { mode: 'cors', accept: '*/*' }), origin)).toBe('rsc');
  });

  it('keeps the account, its orders and jobs and the basket in the personal caches sign-out deletes', () => {
    for (const path of ['/account', '/account/orders/12', '/account/jobs', '/account/jobs/3', '/basket']) {
      expect(requestKind(page(path), origin)).toBe('personal-page');
      expect(requestKind(rsc(`${path}?_rsc=1`), origin)).toBe('personal-rsc');
    }
    expect(requestKind(page('/accounts-of-others'), origin)).toBe('page');
  });

  it('never keeps the API, sign-in, token links, the plain-form routes or the worker itself', () => {
    for (const path of ['/api/basket', '/api/product/1', '/sign-in?redirect=%2Faccount', '/reset-password?token=t', '/confirm-email?code=c', '/registration-status', '/basket/add', '/basket/quantity', '/sw.js', '/healthz']) {
      expect(requestKind(page(path), origin)).toBe('network');
      expect(requestKind(rsc(path), origin)).toBe('network');
    }
    expect(requestKind(fetchCall('/api/basket'), origin)).toBe('network');
  });

  it("keeps each job's pack once opened with the personal files, and sheets apart from the images", () => {
    expect(requestKind(page('/account/jobs/12/pack'), origin)).toBe('personal-file');
    // Opened by a plain link, or fetched.
    expect(requestKind(fetchCall('/account/jobs/12/pack'), origin)).toBe('personal-file');
    expect(requestKind(page('/account/jobs/12/pack/extra'), origin)).toBe('personal-page');
    expect(requestKind(fetchCall('/uploads/pdf/technical/Hardwax%20Oil%20TDS.PDF'), origin)).toBe('sheet');
    expect(requestKind(page('/uploads/pdf/services/care.pdf'), origin)).toBe('sheet');
    expect(requestKind(fetchCall('/uploads/products/oil.jpg'), origin)).toBe('image');
  });

  it('never keeps a crew link: its page, its navigation answer or its pack, however the address is spelled', () => {
    for (const path of ['/jobs/shared/Zk3-tok_en', '/jobs/shared/Zk3-tok_en/pack', '/jobs/%73hared/Zk3/pack', '/jobs/shared/Zk3/pack/extra', '/jobs/shared//pack', '//jobs//shared/Zk3', '/Jobs/Shared/Zk3']) {
      // Opened: from the network only (the offline page answers without signal), never kept.
      expect(requestKind(page(path), origin)).toBe('crew-link');
      expect(requestKind(page(path, { mode: 'cors' }), origin)).toBe('network');
      expect(requestKind(rsc(`${path}?_rsc=1`), origin)).toBe('network');
      expect(requestKind(page(`${path}?_rsc=1`), origin)).toBe('network');
      expect(requestKind(fetchCall(path), origin)).toBe('network');
    }
    expect(requestKind(page('/jobs/sharedness'), origin)).toBe('page');
  });

  it('reads the path decoded once, as the router does: an encoded /api/ is never kept either', () => {
    expect(requestKind(fetchCall('/%61pi/basket'), origin)).toBe('network');
    expect(requestKind(page('/%61pi/basket'), origin)).toBe('network');
    expect(requestKind(page('/%73ign-in'), origin)).toBe('network');
    expect(requestKind(page('/%61ccount/jobs/3/pack'), origin)).toBe('personal-file');
    expect(requestKind(page('/product/%E0%A4%A'), origin)).toBe('network');
  });

  it('keeps nothing but GETs, and nothing from another origin', () => {
    expect(requestKind(page('/products', { method: 'POST' }), origin)).toBe('network');
    expect(requestKind(page('/products', { url: 'https://elsewhere.example/products' }), origin)).toBe('network');
    expect(requestKind(page('/products', { url: 'not a url' }), origin)).toBe('network');
  });

  it('leaves other fetch calls to the network and keeps the build files and images', () => {
    expect(requestKind(fetchCall('/products/view/abc'), origin)).toBe('network');
    expect(requestKind(fetchCall('/_next/static/chunks/app.js'), origin)).toBe('asset');
    expect(requestKind(fetchCall('/icons/icon-192.png'), origin)).toBe('asset');
    expect(requestKind(fetchCall('/_next/image?url=%2Fuploads%2Fa.jpg&w=640&q=75'), origin)).toBe('image');
  });
});

describe('cache names', () => {
  it('carry the build id, so a new build keeps only its own caches and the images', () => {
    const old = cacheNames('build-1');
    const now = cacheNames('build-2');
    // Serwist's own default precache name is another build's leftover too.
    const all = [...Object.values(old), ...Object.values(now), 'serwist-precache-v2-https://shop.example/', 'images', 'sheets'];
    const kept = all.filter((name) => isCurrentCache(name, 'build-2'));
    expect(kept).toEqual([...Object.values(now), 'images', 'sheets']);
    // A build id ending another's is not that build.
    expect(isCurrentCache('pages-xbuild-2', 'build-2')).toBe(false);
  });

  const A = ownerOf({ id: 1 });
  const B = ownerOf({ id: 12 });
  const onDevice = [...Object.values(cacheNames('b')), ...[A, B, VISITOR].flatMap((owner) => Object.values(personalCacheNames('b', owner))), 'images', 'sheets'];

  it("lists the HTML page caches only (not the navigation answers or files): the shop's and who is here now's", () => {
    expect(pageCacheNames(onDevice, A)).toEqual(['pages-b', 'personal-customer-1-pages-b']);
    expect(pageCacheNames(onDevice, VISITOR)).toEqual(['pages-b', 'personal-visitor-pages-b']);
  });

  it("lists who is here now's packs and the sheets as files, never another customer's", () => {
    expect(fileCacheNames(onDevice, B)).toEqual(['personal-customer-12-files-b', 'sheets']);
  });

  it("takes every other owner's personal caches and device storage away, and leaves the shop's and who is here now's", () => {
    expect(onDevice.filter((name) => isOthersCache(name, A))).toEqual([
      ...Object.values(personalCacheNames('b', B)),
      ...Object.values(personalCacheNames('b', VISITOR)),
    ]);
    // Customer 1's prefix is not customer 12's.
    expect(isOthersCache('personal-customer-12-pages-b', A)).toBe(true);
    expect(isOthersStorage('ledfloor:personal:customer-12:jobs', A)).toBe(true);
    expect(isOthersStorage('ledfloor:personal:customer-1:jobs', A)).toBe(false);
    // Kept before owners were recorded: no one's, so it goes.
    expect(isOthersStorage('ledfloor:personal:jobs-1', A)).toBe(true);
    expect(isOthersCache('personal-pages-b', A)).toBe(true);
  });
});
