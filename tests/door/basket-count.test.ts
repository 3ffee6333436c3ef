// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE, BASKET_COUNT_COOKIE, PROFILE_COOKIE, SESSION_COOKIE } from '@/shared/api/cookie-names';
import { PERSISTENT_MAX_AGE_SECONDS } from '@/server/door/cookies';
import type { BasketAnswer } from '@/modules/basket/contract';
import { basketForm, callDoor, cookieHeaderFrom, setCookiesOf, signIn } from './door-helpers';

const OIL_SLUG = 'nordwood-pure-led-hardwax-oil';
const LIGHT_SLUG = 'lumacure-edge-mini-lamp';

/** POST /basket/data as the product page sends it: a form with the first price and colour. */
async function addToBasket(slug: string, count: number, cookie: string): Promise<Response> {
  const form = await basketForm(slug, count);
  return callDoor('basket/data', { method: 'POST', body: form, cookie });
}

async function visitorWithTwoLines() {
  const session = await callDoor('default/session');
  const first = await addToBasket(OIL_SLUG, 2, cookieHeaderFrom(session));
  const second = await addToBasket(LIGHT_SLUG, 3, cookieHeaderFrom(session, first));
  expect(second.status).toBe(200);
  return { session, second };
}

describe('door: the readable basket count', () => {
  it('is set after basket/data to the sum of line counts, readable by scripts, with the answer unchanged', async () => {
    const { second } = await visitorWithTwoLines();
    const count = setCookiesOf(second).get(BASKET_COUNT_COOKIE);
    expect(count?.value).toBe('5');
    expect(count?.line).not.toMatch(/HttpOnly/i);
    expect(count?.line).toMatch(/SameSite=Lax/i);
    expect(count?.line).toMatch(/Path=\//);
    expect(count?.line).toContain(`Max-Age=${PERSISTENT_MAX_AGE_SECONDS}`);

    const body = (await second.json()) as BasketAnswer;
    expect(body.basket.data.map((line) => line.count).sort()).toEqual([2, 3]);
    expect(Object.keys(body).sort()).toEqual(['basket', 'discount_message']);
  });

  it('follows reads and deletes of the basket', async () => {
    const { session, second } = await visitorWithTwoLines();
    const read = await callDoor('basket', { method: 'POST', cookie: cookieHeaderFrom(session, second) });
    expect(setCookiesOf(read).get(BASKET_COUNT_COOKIE)?.value).toBe('5');

    const { basket } = (await read.json()) as BasketAnswer;
    const oilLine = basket.data.find((line) => line.count === 2)!;
    const deleted = await callDoor('basket/delete', {
      method: 'POST',
      body: new URLSearchParams({ id: String(oilLine.id) }),
      cookie: cookieHeaderFrom(session, second),
    });
    expect(deleted.status).toBe(200);
    expect(setCookiesOf(deleted).get(BASKET_COUNT_COOKIE)?.value).toBe('3');
  });

  it('is left alone by calls that do not answer the basket, and by a refused add', async () => {
    const { session, second } = await visitorWithTwoLines();
    const products = await callDoor('products', { cookie: cookieHeaderFrom(session, second) });
    expect(setCookiesOf(products).has(BASKET_COUNT_COOKIE)).toBe(false);

    const refused = await addToBasket(OIL_SLUG, 11, cookieHeaderFrom(session, second));
    expect(refused.status).toBe(422);
    expect(setCookiesOf(refused).has(BASKET_COUNT_COOKIE)).toBe(false);
  });

  it('is marked Secure in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const { second } = await visitorWithTwoLines();
      expect(setCookiesOf(second).get(BASKET_COUNT_COOKIE)?.line).toMatch(/; Secure/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('lives as long as the sign-in: 30 days with remember-me, until the browser closes without', async () => {
    const remembered = await signIn({ rememberMe: '1' });
    const kept = await addToBasket(OIL_SLUG, 2, cookieHeaderFrom(remembered));
    expect(setCookiesOf(kept).get(BASKET_COUNT_COOKIE)?.line).toContain(`Max-Age=${PERSISTENT_MAX_AGE_SECONDS}`);

    const sessionOnly = await signIn();
    const ended = await addToBasket(OIL_SLUG, 1, cookieHeaderFrom(sessionOnly));
    const count = setCookiesOf(ended).get(BASKET_COUNT_COOKIE);
    expect(count?.value).toBe('3');
    expect(count?.line).not.toMatch(/Max-Age|Expires/i);
  });

  it('is cleared with the auth and profile cookies on logout', async () => {
    const login = await signIn({ rememberMe: '1' });
    const added = await addToBasket(OIL_SLUG, 4, cookieHeaderFrom(login));
    expect(setCookiesOf(added).get(BASKET_COUNT_COOKIE)?.value).toBe('4');

    const logout = await callDoor('user/logout', { method: 'POST', cookie: cookieHeaderFrom(login, added) });
    const cleared = setCookiesOf(logout);
    for (const name of [AUTH_COOKIE, PROFILE_COOKIE, BASKET_COUNT_COOKIE]) expect(cleared.get(name)?.line).toMatch(/Max-Age=0/);
  });

  it('is cleared when a signed-in call gets a 401', async () => {
    const profile = encodeURIComponent(JSON.stringify({ id: 1, first_name: 'A', last_name: 'B', email: 'a@b.c' }));
    const response = await callDoor('user/user-get', {
      method: 'POST',
      cookie: `${AUTH_COOKIE}=not-a-key; ${PROFILE_COOKIE}=${profile}; ${BASKET_COUNT_COOKIE}=4`,
    });
    expect(response.status).toBe(401);
    const cookies = setCookiesOf(response);
    expect(cookies.get(AUTH_COOKIE)?.line).toMatch(/Max-Age=0/);
    expect(cookies.get(BASKET_COUNT_COOKIE)?.line).toMatch(/Max-Age=0/);
  });

  it('belongs to the visitor session: a new session drops it, a forgotten one is replaced by the new basket', async () => {
    const fresh = await callDoor('default/session', { cookie: `${BASKET_COUNT_COOKIE}=4` });
    expect(setCookiesOf(fresh).has(SESSION_COOKIE)).toBe(true);
    expect(setCookiesOf(fresh).get(BASKET_COUNT_COOKIE)?.line).toMatch(/Max-Age=0/);

    const replaced = await callDoor('basket', { method: 'POST', cookie: `${SESSION_COOKIE}=forgotten-token; ${BASKET_COUNT_COOKIE}=4` });
    expect(replaced.status).toBe(200);
    expect(setCookiesOf(replaced).get(BASKET_COUNT_COOKIE)?.value).toBe('0');
  });
});
