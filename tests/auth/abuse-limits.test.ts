import { beforeEach, describe, expect, it } from 'vitest';
import { abuseLimitConfig, createAbuseLimits, tooManyAttemptsMessage } from '@/server/door/abuse-limits';
import { clientAddressOf, clientIpOf, trustedProxies } from '@/server/door/client-address';
import type { DoorLimits } from '@/server/door/abuse-limits';
import { door } from '@/server/door/door';
import { deviceCookieFor } from '@/server/door/device-cookie';
import { PEER_ADDRESS_HEADER, PEER_STAMP_HEADER } from '@/server/door/peer-address.mjs';
import { DEVICE_COOKIE } from '@/shared/api/cookie-names';
import { cookieHeaderFrom, setCookiesOf } from '../door/door-helpers';
import { stampedPeer } from '../door/peer-stamp';
import { BROWSER_ORIGIN, resetBrowser } from '../msw/server';

const DEMO = { email: 'customer@example.com', password: 'Sandbox-pass-1' };

const lowered = {
  ...abuseLimitConfig({}),
  failedSignInsPerEmail: 3,
  failedSignInsPerClient: 5,
  failedSignInsPerEmailAllClients: 6,
  failedSignInsPerDevice: 3,
  accountCallsPerClient: 2,
};

/** A door call through the limits and the real door to the in-process sandbox. */
function doorWith(limits: DoorLimits) {
  return (path: string, fields: Record<string, string>, client: string, cookie = '') => {
    const request = new Request(`${BROWSER_ORIGIN}/api/${path}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { ...stampedPeer(client), ...(cookie ? { cookie } : {}) },
    });
    return door(request, { limits });
  };
}

let call: ReturnType<typeof doorWith>;
beforeEach(() => {
  resetBrowser();
  call = doorWith(createAbuseLimits(lowered));
});

const wrong = (client: string, email = DEMO.email, cookie = '') => call('user/login', { email, password: 'not-the-password' }, client, cookie);
const right = (client: string, cookie = '') => call('user/login', DEMO, client, cookie);

describe('door abuse limits: sign-in', () => {
  it('answers 429 with Retry-After and a message once an e-mail has failed too often from one client', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await wrong('203.0.113.1')).status).toBe(422);
    const blocked = await wrong('203.0.113.1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await blocked.json()).toEqual({ message: 'Too many attempts. Try again in 15 minutes.' });
    // Even the right password waits: the attempt is not passed on.
    expect((await right('203.0.113.1')).status).toBe(429);
  });

  it('lets the owner sign in from their own client while their e-mail is attacked from elsewhere', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await wrong('198.51.100.9');
    expect((await wrong('198.51.100.9')).status).toBe(429);
    expect((await right('203.0.113.1')).status).toBe(200);
  });

  it('never counts successful sign-ins, and a success clears the e-mail’s failures', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await right('203.0.113.1')).status).toBe(200);
    await wrong('203.0.113.1');
    await wrong('203.0.113.1');
    expect((await right('203.0.113.1')).status).toBe(200);
    await wrong('203.0.113.1');
    await wrong('203.0.113.1');
    expect((await wrong('203.0.113.1')).status).toBe(422);
  });

  it('limits failed sign-ins per client across e-mails', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await wrong('203.0.113.7', `nobody${attempt}@example.com`)).status).toBe(422);
    expect((await wrong('203.0.113.7', 'someone-else@example.com')).status).toBe(429);
    expect((await wrong('203.0.113.8', 'someone-else@example.com')).status).toBe(422);
  });
});

describe('door abuse limits: a guesser on several addresses and the owner’s own browser', () => {
  /** Two wrong passwords from each of three addresses fill the lowered limit across clients (6). */
  async function guessFromThreeAddresses() {
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      for (let attempt = 0; attempt < 2; attempt += 1) expect((await wrong(address)).status).toBe(422);
    }
  }

  it('issues an httpOnly device cookie at sign-in, and none for a wrong password', async () => {
    const device = setCookiesOf(await right('203.0.113.1')).get(DEVICE_COOKIE);
    expect(device?.line).toMatch(/HttpOnly/i);
    expect(device?.line).toMatch(/Max-Age=\d{6,}/);
    expect(decodeURIComponent(device!.value)).not.toContain(DEMO.email);
    expect(setCookiesOf(await wrong('203.0.113.1')).has(DEVICE_COOKIE)).toBe(false);
  });

  it('refuses an unknown browser once three addresses filled the e-mail’s count, but lets in the browser that signed in before', async () => {
    const owner = cookieHeaderFrom(await right('203.0.113.1'));
    await guessFromThreeAddresses();
    expect((await wrong('198.51.100.4')).status).toBe(429);
    expect((await right('203.0.113.1')).status).toBe(429);
    const trusted = await right('203.0.113.1', owner);
    expect(trusted.status).toBe(200);
    // From the owner's phone on another network, with the same browser's cookie, too.
    expect((await right('192.0.2.77', cookieHeaderFrom(trusted))).status).toBe(200);
  });

  it('does not trust a device cookie that is forged, altered or names another e-mail', async () => {
    const genuine = decodeURIComponent(setCookiesOf(await right('203.0.113.1')).get(DEVICE_COOKIE)!.value);
    await guessFromThreeAddresses();
    const otherEmail = deviceCookieFor('someone-else@example.com').split(';')[0].split('=')[1];
    const [login, nonce] = genuine.split('.');
    const [, otherNonce, otherSignature] = decodeURIComponent(otherEmail).split('.');
    const forgeries = [otherEmail, `${login}.${otherNonce}.${otherSignature}`, `${login}.${nonce}.${'A'.repeat(43)}`, `${login}.${nonce}`, 'customer@example.com'];
    for (const forged of forgeries) {
      expect((await right('203.0.113.1', `${DEVICE_COOKIE}=${encodeURIComponent(forged)}`)).status).toBe(429);
    }
  });

  it('counts a device cookie’s own failures, so a stolen one cannot guess on', async () => {
    const stolen = cookieHeaderFrom(await right('203.0.113.1'));
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect((await wrong(address, DEMO.email, stolen)).status).toBe(422);
    const blocked = await wrong('198.51.100.4', DEMO.email, stolen);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ message: 'Too many attempts. Try again in 15 minutes.' });
    expect((await right('198.51.100.4', stolen)).status).toBe(429);
    // The owner's other browser, and an unknown one, are not held by that cookie's count.
    expect((await right('203.0.113.1')).status).toBe(200);
  });

  it('trusts a cookie only for its own e-mail: guessing another e-mail with it meets the usual limits', async () => {
    const owner = cookieHeaderFrom(await right('203.0.113.1'));
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await wrong('203.0.113.1', 'victim@example.com', owner)).status).toBe(422);
    expect((await wrong('203.0.113.1', 'victim@example.com', owner)).status).toBe(429);
  });
});

describe('door abuse limits: IPv6 clients', () => {
  it('counts every address of one /64 as one client, IPv4-mapped addresses as their IPv4 address', async () => {
    const addresses = ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:0db8:0001:0002:0000:0000:0000:00ff', '2001:db8:1:2::abcd%eth0', '2001:db8:1:2:1:2:3:4'];
    for (const [index, address] of addresses.entries()) {
      expect((await wrong(address, `nobody${index}@example.com`)).status).toBe(422);
    }
    expect((await wrong('2001:db8:1:2:dead:beef::1', 'someone@example.com')).status).toBe(429);
    expect((await wrong('2001:db8:1:3::1', 'someone@example.com')).status).toBe(422);

    for (let attempt = 0; attempt < 5; attempt += 1) await wrong('192.0.2.44', `mapped${attempt}@example.com`);
    expect((await wrong('::ffff:192.0.2.44', 'someone@example.com')).status).toBe(429);
    expect((await wrong('::ffff:c000:22c', 'someone@example.com')).status).toBe(429);
  });
});

describe('door abuse limits: sign-up, forgot and reset', () => {
  it('counts every call per client and answers 429 past the limit', async () => {
    const forgot = (client: string) => call('user/forgot-password', { email: DEMO.email }, client);
    expect((await forgot('203.0.113.1')).status).toBe(200);
    expect((await call('user/new-password', { token: 'nope', password: 'long-enough' }, '203.0.113.1')).status).toBe(422);
    const blocked = await call('user/create', { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'long-enough' }, '203.0.113.1');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await forgot('203.0.113.2')).status).toBe(200);
  });

  it('leaves other calls alone', async () => {
    const limits = createAbuseLimits(lowered);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const request = new Request(`${BROWSER_ORIGIN}/api/default`, { headers: stampedPeer('203.0.113.1') });
      expect((await door(request, { limits })).status).toBe(200);
    }
  });
});

describe('limits from env', () => {
  it('uses the issue’s defaults and takes positive whole numbers from env', () => {
    expect(abuseLimitConfig({})).toMatchObject({ failedSignInsPerEmail: 10, failedSignInsPerClient: 100, accountCallsPerClient: 20 });
    expect(abuseLimitConfig({ DOOR_LIMIT_FAILED_SIGNINS_PER_EMAIL: '2', DOOR_LIMIT_ACCOUNT_CALLS_PER_CLIENT: 'lots' })).toMatchObject({
      failedSignInsPerEmail: 2,
      accountCallsPerClient: 20,
    });
  });

  it('says minutes in plain words', () => {
    expect(tooManyAttemptsMessage(14 * 60_000 + 1)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(tooManyAttemptsMessage(20_000)).toBe('Too many attempts. Try again in 1 minute.');
  });
});

describe('client address', () => {
  const from = (peer: string | null, forwardedFor?: string) => {
    const headers = new Headers();
    if (peer !== null) for (const [name, value] of Object.entries(stampedPeer(peer))) headers.set(name, value);
    if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
    return new Request(BROWSER_ORIGIN, { headers });
  };

  it('without trusted proxies is the socket peer, whatever x-forwarded-for says', () => {
    expect(clientAddressOf(from('::ffff:192.0.2.4'), trustedProxies(''))).toBe('192.0.2.4');
    expect(clientAddressOf(from('192.0.2.4', '6.6.6.6'), trustedProxies(''))).toBe('192.0.2.4');
    expect(clientAddressOf(from(null, '6.6.6.6'), trustedProxies(''))).toBe('unknown');
  });

  it('is unknown when the peer header lacks the server’s stamp, even from a trusted proxy’s address', () => {
    const forged = (stamp?: string) =>
      new Request(BROWSER_ORIGIN, { headers: { [PEER_ADDRESS_HEADER]: '10.0.0.3', 'x-forwarded-for': '192.0.2.4', ...(stamp === undefined ? {} : { [PEER_STAMP_HEADER]: stamp }) } });
    const trusted = trustedProxies('10.0.0.3');
    expect(clientAddressOf(forged(), trusted)).toBe('unknown');
    expect(clientAddressOf(forged('not-the-stamp'), trusted)).toBe('unknown');
    expect(clientAddressOf(forged(stampedPeer('10.0.0.3')[PEER_STAMP_HEADER]), trusted)).toBe('192.0.2.4');
  });

  it('counts IPv6 by its /64 but tells the dashboard the whole address; a proxy is known however its address is spelled', () => {
    expect(clientAddressOf(from('2001:DB8:0:7:0:0:0:1'), trustedProxies(''))).toBe('2001:db8:0:7::/64');
    expect(clientIpOf(from('2001:DB8:0:7:0:0:0:1'), trustedProxies(''))).toBe('2001:db8:0:7:0:0:0:1');
    const trusted = trustedProxies('fd00::2');
    expect(clientAddressOf(from('fd00:0:0:0:0:0:0:2', '2001:db8:5:6::9'), trusted)).toBe('2001:db8:5:6::/64');
    expect(clientAddressOf(from('::ffff:10.0.0.3', '192.0.2.4'), trustedProxies('10.0.0.3'))).toBe('192.0.2.4');
  });

  it('reads x-forwarded-for only when the peer is a trusted proxy, skipping the proxies', () => {
    const trusted = trustedProxies('10.0.0.2, 10.0.0.3');
    expect(clientAddressOf(from('10.0.0.3', '6.6.6.6, 192.0.2.4'), trusted)).toBe('192.0.2.4');
    expect(clientAddressOf(from('10.0.0.3', '192.0.2.4, 10.0.0.2'), trusted)).toBe('192.0.2.4');
    expect(clientAddressOf(from('10.0.0.3'), trusted)).toBe('10.0.0.3');
    // A peer that is not a listed proxy writes its own header: ignored.
    expect(clientAddressOf(from('192.0.2.9', '192.0.2.4'), trusted)).toBe('192.0.2.9');
  });
});

describe('abuse limits behind the body limit', () => {
  it('refuses an oversized sign-in with 413 before the limits read it', async () => {
    process.env.DOOR_BODY_LIMIT_BYTES = '64';
    try {
      const oversized = await call('user/login', { email: DEMO.email, password: 'x'.repeat(200) }, '203.0.113.3');
      expect(oversized.status).toBe(413);
    } finally {
      delete process.env.DOOR_BODY_LIMIT_BYTES;
    }
    expect((await right('203.0.113.3')).status).toBe(200);
  });
});
