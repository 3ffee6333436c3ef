// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { POST as addRoute } from '@/app/[locale]/basket/add/route';
import { POST as quantityRoute } from '@/app/[locale]/basket/quantity/route';
import { CROSS_SITE_MESSAGE } from '@/server/door/cross-site';
import { SESSION_COOKIE } from '@/shared/api/cookie-names';
import { MAX_QUANTITY_MESSAGE } from '@/shared/config/constants';
import type { BasketAnswer, BasketLine } from '@/modules/basket/contract';
import { BROWSER_ORIGIN } from '../msw/server';
import { callDoor, cookieHeaderFrom, setCookiesOf } from '../door/door-helpers';

// The product and basket pages' plain forms, posted as a browser without scripts posts them.
const TONE = 'nordwood-tone-led-hardwax-oil';
const BACK = `/product/${TONE}`;
const SAME_SITE = { origin: BROWSER_ORIGIN, 'sec-fetch-site': 'same-origin' };

function post(route: (request: Request) => Promise<Response>, path: string, fields: [string, string][], headers: Record<string, string> = SAME_SITE) {
  const body = new URLSearchParams(fields);
  return route(new Request(`${BROWSER_ORIGIN}${path}`, { method: 'POST', body, headers: { host: 'localhost:3000', ...headers } }));
}

const addForm = (fields: Record<string, string> = {}): [string, string][] =>
  Object.entries({ slug: TONE, return_to: BACK, sheen: '2', type: '2', color: '9', count: '2', ...fields });

async function basketOf(cookie: string): Promise<BasketLine[]> {
  const answer = await callDoor('basket', { method: 'POST', cookie });
  return ((await answer.json()) as BasketAnswer).basket.data;
}

describe('POST /basket/add (the product page without scripts)', () => {
  it('adds the chosen sheen, size, colour and count through the door and goes to the basket', async () => {
    const answer = await post(addRoute, '/basket/add', addForm());
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/basket');
    expect(setCookiesOf(answer).get(SESSION_COOKIE)?.line).toMatch(/HttpOnly/);

    const [line] = await basketOf(cookieHeaderFrom(answer));
    expect(line).toMatchObject({ count: 2, color_ids: [9] });
    expect(line.priceData).toMatchObject({ tag_name: 'Satin', type_name: '2.5 L' });
  });

  it('reads a missing single-choice field as that choice, and the custom set as all six colours', async () => {
    const answer = await post(addRoute, '/basket/add', addForm({ color: 'custom-set' }).filter(([name]) => name !== 'count'));
    const [line] = await basketOf(cookieHeaderFrom(answer));
    expect(line.count).toBe(1);
    expect(line.color_ids).toHaveLength(6);
  });

  it('refuses a post another site started, adding nothing', async () => {
    const answer = await post(addRoute, '/basket/add', addForm(), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    expect(setCookiesOf(answer).size).toBe(0);
  });

  it('sends more than 10 back to the product with the limit named', async () => {
    const answer = await post(addRoute, '/basket/add', addForm({ count: '11' }));
    expect(answer.headers.get('location')).toBe(`${BACK}?basket_error=limit#basket-error-limit`);
  });

  it('takes the dashboard’s refusal past 10 in one line as the limit too', async () => {
    const first = await post(addRoute, '/basket/add', addForm({ count: '9' }));
    const cookie = cookieHeaderFrom(first);
    const again = await post(addRoute, '/basket/add', addForm({ count: '2' }), { ...SAME_SITE, cookie });
    expect(again.headers.get('location')).toBe(`${BACK}?basket_error=limit#basket-error-limit`);
    expect((await basketOf(cookie))[0].count).toBe(9);
  });

  it('refuses a variant the product is not sold in', async () => {
    const wrong: Record<string, string>[] = [{ color: '14' }, { type: '8' }, { sheen: '3' }, { count: '1e1' }, { slug: 'no-such-product' }];
    for (const fields of wrong) {
      const answer = await post(addRoute, '/basket/add', addForm(fields));
      expect(answer.headers.get('location'), JSON.stringify(fields)).toBe(`${BACK}?basket_error=failed#basket-error-failed`);
    }
  });

  it('comes back only to a path on this site', async () => {
    const targets = ['https://evil.example/x', '//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)'];
    const resolvedElsewhere = ['/..//evil.example', '/.//evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/%252F%252Fevil.example'];
    for (const target of [...targets, ...resolvedElsewhere]) {
      const answer = await post(addRoute, '/basket/add', addForm({ return_to: target, count: '11' }));
      expect(answer.headers.get('location'), target).toBe('/products?basket_error=limit#basket-error-limit');
    }
  });

  it('refuses an oversized body without reading it all', async () => {
    const answer = await post(addRoute, '/basket/add', addForm({ padding: 'x'.repeat(20_000) }));
    expect(answer.headers.get('location')).toBe('/products?basket_error=failed#basket-error-failed');
  });
});

describe('POST /basket/quantity (the basket’s − and + without scripts)', () => {
  async function basketWithOneLine() {
    const cookie = cookieHeaderFrom(await post(addRoute, '/basket/add', addForm()));
    const [line] = await basketOf(cookie);
    const fields: [string, string][] = [
      ['products_id', String(line.products_id)],
      ['price_id', String(line.priceData.id)],
      ['tag_id', String(line.priceData.tag_id)],
      ['type_id', String(line.priceData.type_id)],
      ['price_type_id', String(line.priceData.id)],
      ...line.color_ids.map((id): [string, string] => ['color_id[]', String(id)]),
    ];
    return { cookie, fields };
  }

  it('sets the line’s count and comes back to the basket', async () => {
    const { cookie, fields } = await basketWithOneLine();
    const answer = await post(quantityRoute, '/basket/quantity', [...fields, ['count', '3']], { ...SAME_SITE, cookie });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/basket');
    expect((await basketOf(cookie))[0].count).toBe(3);
  });

  it('stops at 10 with the limit’s message and does nothing below 1', async () => {
    const { cookie, fields } = await basketWithOneLine();
    const over = await post(quantityRoute, '/basket/quantity', [...fields, ['count', '11']], { ...SAME_SITE, cookie });
    expect(over.headers.get('location')).toBe('/basket?basket_error=limit#basket-error-limit');
    const under = await post(quantityRoute, '/basket/quantity', [...fields, ['count', '0']], { ...SAME_SITE, cookie });
    expect(under.headers.get('location')).toBe('/basket');
    expect((await basketOf(cookie))[0].count).toBe(2);
    expect(MAX_QUANTITY_MESSAGE).toBe('If you want to order more than 10 products, please contact us.');
  });

  it('refuses malformed fields and another site’s post', async () => {
    const { cookie, fields } = await basketWithOneLine();
    const malformed = await post(quantityRoute, '/basket/quantity', [...fields.slice(1), ['products_id', '-1'], ['count', '3']], { ...SAME_SITE, cookie });
    expect(malformed.headers.get('location')).toBe('/basket?basket_error=failed#basket-error-failed');
    const foreign = await post(quantityRoute, '/basket/quantity', [...fields, ['count', '5']], { origin: 'https://evil.example', cookie });
    expect(foreign.status).toBe(403);
    expect((await basketOf(cookie))[0].count).toBe(2);
  });

  it('sends the dashboard’s refusal of an unknown line back as an error', async () => {
    const { cookie, fields } = await basketWithOneLine();
    const wrong = fields.map(([name, value]): [string, string] => [name, name === 'price_id' || name === 'price_type_id' ? '999' : value]);
    const answer = await post(quantityRoute, '/basket/quantity', [...wrong, ['count', '4']], { ...SAME_SITE, cookie });
    expect(answer.headers.get('location')).toBe('/basket?basket_error=failed#basket-error-failed');
  });
});

describe('the plain forms and a sender that stops sending', () => {
  it.each([
    ['/basket/add', addRoute],
    ['/basket/quantity', quantityRoute],
  ])('%s answers 408 once the door’s deadline passes', async (path, route) => {
    process.env.DOOR_TIMEOUT_MS = '300';
    try {
      const stalled = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('slug=nordwood'));
        },
      });
      const started = Date.now();
      const answer = await route(
        new Request(`${BROWSER_ORIGIN}${path}`, {
          method: 'POST',
          body: stalled,
          headers: { ...SAME_SITE, 'content-type': 'application/x-www-form-urlencoded', 'content-length': '4000' },
          duplex: 'half',
        } as RequestInit),
      );
      expect(answer.status).toBe(408);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      delete process.env.DOOR_TIMEOUT_MS;
    }
  }, 5_000);
});
