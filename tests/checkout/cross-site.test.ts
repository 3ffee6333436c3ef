import { CROSS_SITE_MESSAGE, crossSiteRefusal } from '@/server/door/cross-site';

const SHOP = 'http://shop.test';
const call = (path: string, method: string, headers: Record<string, string> = {}) =>
  new Request(`${SHOP}/api/${path}`, { method, headers: { host: 'shop.test', ...headers } });

describe('the door refuses state-changing calls another site started', () => {
  it('refuses a cross-site GET that cancels an order', async () => {
    const refused = crossSiteRefusal(call('order/cancel?order_id=4', 'GET', { 'sec-fetch-site': 'cross-site' }));
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toEqual({ message: CROSS_SITE_MESSAGE });
  });

  it('refuses a POST from a foreign origin (emptying a basket, signing out)', () => {
    expect(crossSiteRefusal(call('basket/delete', 'POST', { origin: 'https://evil.example' }))?.status).toBe(403);
    expect(crossSiteRefusal(call('user/logout', 'POST', { origin: 'null' }))?.status).toBe(403);
  });

  it('lets the shop’s own calls and cross-site reads through', () => {
    expect(crossSiteRefusal(call('order/cancel?order_id=4', 'GET', { 'sec-fetch-site': 'same-origin' }))).toBeNull();
    expect(crossSiteRefusal(call('basket/delete', 'POST', { origin: SHOP, 'sec-fetch-site': 'same-origin' }))).toBeNull();
    expect(crossSiteRefusal(call('products', 'GET', { 'sec-fetch-site': 'cross-site' }))).toBeNull();
    expect(crossSiteRefusal(call('basket', 'POST'))).toBeNull();
  });
});
