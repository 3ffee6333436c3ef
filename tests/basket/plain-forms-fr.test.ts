// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { POST as addRoute } from '@/app/[locale]/basket/add/route';
import { POST as quantityRoute } from '@/app/[locale]/basket/quantity/route';
import type { BasketAnswer } from '@/modules/basket/contract';
import { BROWSER_ORIGIN } from '../msw/server';
import { callDoor, cookieHeaderFrom } from '../door/door-helpers';

// The French product and basket pages' plain forms post to /fr/basket/...: each comes back in French.
const TONE = 'nordwood-tone-led-hardwax-oil';
const BACK = `/fr/product/${TONE}`;
const SAME_SITE = { origin: BROWSER_ORIGIN, 'sec-fetch-site': 'same-origin' };
type Route = (request: Request, context?: { params: Promise<{ locale: string }> }) => Promise<Response>;

/** As Next calls the route: the French path, and the `[locale]` segment in the params (or, with `segment` null, the path alone). */
function post(route: Route, path: string, fields: [string, string][], { headers = SAME_SITE as Record<string, string>, segment = 'fr' as string | null } = {}) {
  const body = new URLSearchParams(fields);
  const request = new Request(`${BROWSER_ORIGIN}${path}`, { method: 'POST', body, headers: { host: 'localhost:3000', ...headers } });
  return segment === null ? route(request) : route(request, { params: Promise.resolve({ locale: segment }) });
}

const addForm = (fields: Record<string, string> = {}): [string, string][] =>
  Object.entries({ slug: TONE, return_to: BACK, sheen: '2', type: '2', color: '9', count: '2', ...fields });

describe('the plain basket forms of the French pages', () => {
  it('goes to the French basket after an add, and back to the French product with an error', async () => {
    const added = await post(addRoute, '/fr/basket/add', addForm());
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/fr/basket');
    const over = await post(addRoute, '/fr/basket/add', addForm({ count: '11' }));
    expect(over.headers.get('location')).toBe(`${BACK}?basket_error=limit#basket-error-limit`);
    const elsewhere = await post(addRoute, '/fr/basket/add', addForm({ return_to: 'https://evil.example/x', count: '11' }));
    expect(elsewhere.headers.get('location')).toBe('/fr/products?basket_error=limit#basket-error-limit');
  });

  it('reads the language from the path when no segment is given', async () => {
    const added = await post(addRoute, '/fr/basket/add', addForm(), { segment: null });
    expect(added.headers.get('location')).toBe('/fr/basket');
    const english = await post(addRoute, '/basket/add', addForm({ return_to: `/product/${TONE}` }), { segment: 'en' });
    expect(english.headers.get('location')).toBe('/basket');
  });

  it('comes back to the French basket after − or +, with the limit named past 10', async () => {
    const cookie = cookieHeaderFrom(await post(addRoute, '/fr/basket/add', addForm()));
    const [line] = ((await (await callDoor('basket', { method: 'POST', cookie })).json()) as BasketAnswer).basket.data;
    const fields: [string, string][] = [
      ['products_id', String(line.products_id)],
      ['price_id', String(line.priceData.id)],
      ['tag_id', String(line.priceData.tag_id)],
      ['type_id', String(line.priceData.type_id)],
      ['price_type_id', String(line.priceData.id)],
      ...line.color_ids.map((id): [string, string] => ['color_id[]', String(id)]),
    ];
    const headers = { ...SAME_SITE, cookie };
    const three = await post(quantityRoute, '/fr/basket/quantity', [...fields, ['count', '3']], { headers });
    expect(three.headers.get('location')).toBe('/fr/basket');
    const over = await post(quantityRoute, '/fr/basket/quantity', [...fields, ['count', '11']], { headers });
    expect(over.headers.get('location')).toBe('/fr/basket?basket_error=limit#basket-error-limit');
  });
});
