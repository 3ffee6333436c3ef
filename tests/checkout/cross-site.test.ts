// @vitest-environment node
import { CROSS_SITE_MESSAGE, crossSiteRefusal } from '@/server/door/cross-site';
import { readDoorCall, type DoorCall } from '@/server/door/door-call';

const SHOP = 'https://shop.test';
const refusal = (path: string, method: string, headers: Record<string, string> = {}) => {
  const request = new Request(`${SHOP}/api/${path}`, { method, headers });
  return crossSiteRefusal(request, readDoorCall(request) as DoorCall, SHOP);
};

describe('the door refuses state-changing calls another site started', () => {
  it('refuses a cross-site GET that cancels an order', async () => {
    const refused = refusal('order/cancel?order_id=4', 'GET', { 'sec-fetch-site': 'cross-site' });
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toEqual({ message: CROSS_SITE_MESSAGE });
  });

  it('refuses a POST from a foreign origin (emptying a basket, signing out)', () => {
    expect(refusal('basket/delete', 'POST', { origin: 'https://evil.example' })?.status).toBe(403);
    expect(refusal('user/logout', 'POST', { origin: 'null' })?.status).toBe(403);
  });

  it('takes the scheme and port as part of the shop’s origin', () => {
    expect(refusal('basket/delete', 'POST', { origin: 'http://shop.test' })?.status).toBe(403);
    expect(refusal('basket/delete', 'POST', { origin: 'https://shop.test:8443' })?.status).toBe(403);
    expect(refusal('basket/delete', 'POST', { origin: 'https://shop.test.evil.example' })?.status).toBe(403);
    expect(refusal('basket/delete', 'POST', { origin: 'https://shop.test' })).toBeNull();
  });

  it('accepts the other names DOOR_ALLOWED_ORIGINS lists, each by scheme, host and port', () => {
    process.env.DOOR_ALLOWED_ORIGINS = ' https://www.shop.test , https://shop.test:8443';
    try {
      expect(refusal('basket/delete', 'POST', { origin: 'https://www.shop.test' })).toBeNull();
      expect(refusal('basket/delete', 'POST', { origin: 'https://shop.test:8443' })).toBeNull();
      expect(refusal('basket/delete', 'POST', { origin: 'http://www.shop.test' })?.status).toBe(403);
      expect(refusal('basket/delete', 'POST', { origin: 'null' })?.status).toBe(403);
    } finally {
      delete process.env.DOOR_ALLOWED_ORIGINS;
    }
  });

  it('refuses same-site (a sibling subdomain) for state-changing calls, GET cancel included', () => {
    expect(refusal('basket/delete', 'POST', { 'sec-fetch-site': 'same-site' })?.status).toBe(403);
    expect(refusal('order/cancel?order_id=4', 'GET', { 'sec-fetch-site': 'same-site' })?.status).toBe(403);
    expect(refusal('products', 'GET', { 'sec-fetch-site': 'same-site' })).toBeNull();
  });

  it('lets the shop’s own calls and cross-site reads through', () => {
    expect(refusal('order/cancel?order_id=4', 'GET', { 'sec-fetch-site': 'same-origin' })).toBeNull();
    expect(refusal('basket/delete', 'POST', { origin: SHOP, 'sec-fetch-site': 'same-origin' })).toBeNull();
    expect(refusal('products', 'GET', { 'sec-fetch-site': 'cross-site' })).toBeNull();
    expect(refusal('basket', 'POST')).toBeNull();
  });
});
