// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CROSS_SITE_MESSAGE, crossSiteRefusal } from '@/server/door/cross-site';
import { readDoorCall, type DoorCall } from '@/server/door/door-call';
import { stampedPeer } from '../door/peer-stamp';

const SHOP = 'https://shop.test';
const refusal = (path: string, method: string, headers: Record<string, string> = {}) => {
  const request = new Request(`${SHOP}/api/${path}`, { method, headers, body: method === 'GET' ? undefined : '' });
  return crossSiteRefusal(request, readDoorCall(request) as DoorCall, SHOP);
};

describe('the door refuses state-changing calls another site started', () => {
  it('refuses a cross-site cancel of an order', async () => {
    const refused = refusal('order/cancel', 'POST', { 'sec-fetch-site': 'cross-site' });
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

  it('refuses same-site (a sibling subdomain) for state-changing calls, cancel and the payment report included', () => {
    expect(refusal('basket/delete', 'POST', { 'sec-fetch-site': 'same-site' })?.status).toBe(403);
    expect(refusal('order/cancel', 'POST', { 'sec-fetch-site': 'same-site' })?.status).toBe(403);
    expect(refusal('order/status', 'POST', { 'sec-fetch-site': 'same-site' })?.status).toBe(403);
    expect(refusal('products', 'GET', { 'sec-fetch-site': 'same-site' })).toBeNull();
  });

  it('lets the shop’s own calls and cross-site reads through', () => {
    expect(refusal('order/cancel', 'POST', { 'sec-fetch-site': 'same-origin' })).toBeNull();
    expect(refusal('basket/delete', 'POST', { origin: SHOP, 'sec-fetch-site': 'same-origin' })).toBeNull();
    expect(refusal('products', 'GET', { 'sec-fetch-site': 'cross-site' })).toBeNull();
    expect(refusal('basket', 'POST')).toBeNull();
  });
});

describe('the shop’s own page under another address is not another site', () => {
  beforeEach(() => vi.stubEnv('PORT', '3000'));
  afterEach(() => vi.unstubAllEnvs());

  /** A POST as the browser sends it to `address` (scheme, host and port of the page), with extra headers. */
  const post = (address: string, headers: Record<string, string>) => {
    const url = new URL('/api/basket/delete', address);
    const request = new Request(url, { method: 'POST', headers: { host: url.host, ...headers } });
    return crossSiteRefusal(request, readDoorCall(request) as DoorCall, SHOP);
  };

  it.each(['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000'])('lets the page opened at %s call its own server', (address) => {
    expect(post(address, { origin: address, 'sec-fetch-site': 'same-origin' })).toBeNull();
    expect(post(address, { origin: address })).toBeNull();
  });

  it('counts the loopback names on the server’s own PORT only, and a LAN address only when DOOR_ALLOWED_ORIGINS lists it', () => {
    expect(post('http://localhost:3300', { origin: 'http://localhost:3300' })?.status).toBe(403);
    expect(post('http://192.168.1.20:3000', { origin: 'http://192.168.1.20:3000' })?.status).toBe(403);
    vi.stubEnv('PORT', '3300');
    vi.stubEnv('DOOR_ALLOWED_ORIGINS', 'http://192.168.1.20:3000');
    expect(post('http://localhost:3300', { origin: 'http://localhost:3300' })).toBeNull();
    expect(post('http://127.0.0.1:3000', { origin: 'http://127.0.0.1:3000' })?.status).toBe(403);
    expect(post('http://192.168.1.20:3000', { origin: 'http://192.168.1.20:3000' })).toBeNull();
  });

  it('refuses a page reached through DNS rebinding: Host and Origin both another site’s name', () => {
    for (const address of ['http://evil.example', 'http://evil.example:3000', 'https://evil.example', 'http://shop.test.evil.example']) {
      expect(post(address, { origin: address, 'sec-fetch-site': 'same-origin' })?.status, address).toBe(403);
      expect(post(address, { origin: address })?.status, address).toBe(403);
    }
  });

  it('refuses an http: Origin on an https request, for the shop’s name and its loopback names', () => {
    expect(post('https://shop.test', { origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' })?.status).toBe(403);
    expect(post('https://shop.test', { origin: 'https://shop.test' })).toBeNull();
    expect(post('https://127.0.0.1:3000', { origin: 'http://127.0.0.1:3000' })?.status).toBe(403);
    expect(post('https://127.0.0.1:3000', { origin: 'https://127.0.0.1:3000' })).toBeNull();
  });

  it('still refuses another site, whatever address the shop was opened at', () => {
    expect(post('http://127.0.0.1:3000', { origin: 'http://localhost:3000' })?.status).toBe(403);
    expect(post('http://127.0.0.1:3000', { origin: 'http://127.0.0.1:3001' })?.status).toBe(403);
    expect(post('http://127.0.0.1:3000', { origin: 'https://evil.example' })?.status).toBe(403);
    expect(post('http://127.0.0.1:3000', { origin: 'null' })?.status).toBe(403);
    expect(post('http://127.0.0.1:3000', { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'cross-site' })?.status).toBe(403);
    expect(post('http://127.0.0.1:3000', { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-site' })?.status).toBe(403);
  });

  it('reads the forwarded host only from a trusted proxy', () => {
    const behindProxy = { host: 'internal:3000', 'x-forwarded-host': 'localhost:3000', origin: 'http://localhost:3000' };
    expect(post('http://internal:3000', behindProxy)?.status).toBe(403);
    expect(post('http://internal:3000', { ...behindProxy, ...stampedPeer('10.0.0.5') })?.status).toBe(403);
    process.env.DOOR_TRUSTED_PROXIES = '10.0.0.5';
    try {
      expect(post('http://internal:3000', { ...behindProxy, ...stampedPeer('10.0.0.5') })).toBeNull();
      // A client's own value, left of the proxy's, is not the host.
      const spoofed = { ...behindProxy, 'x-forwarded-host': 'evil.example, localhost:3000', origin: 'http://evil.example' };
      expect(post('http://internal:3000', { ...spoofed, ...stampedPeer('10.0.0.5') })?.status).toBe(403);
      expect(post('http://internal:3000', { ...behindProxy, ...stampedPeer('10.0.0.6') })?.status).toBe(403);
    } finally {
      delete process.env.DOOR_TRUSTED_PROXIES;
    }
  });
});
