// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxApp } from '@sandbox/app';
import type { BasketAnswer } from '@/modules/basket/contract';
import type { ErrorAnswer } from '@/modules/accounts/contract';
import { Caller, customer, priceOf, productBySlug, SLUGS, startSandbox, variantForm, visitor } from './commerce-fixtures';

const MAX_MESSAGE = 'If you want to order more than 10 products, please contact us.';

let sandbox: SandboxApp;
let shopper: Awaited<ReturnType<typeof visitor>>;

beforeEach(async () => {
  sandbox = startSandbox();
  sandbox.db().commerce.now = () => new Date('2026-11-21T12:00:00Z');
  shopper = await visitor(sandbox);
});

const product = (slug: string) => productBySlug(sandbox, slug);

async function add(caller: Caller, slug: string, typeName: string, extra = {}) {
  const p = product(slug);
  return caller.post('/api/basket/data', variantForm(p, priceOf(p, typeName), extra));
}

async function addOk(caller: Caller, slug: string, typeName: string, extra = {}): Promise<BasketAnswer> {
  const reply = await add(caller, slug, typeName, extra);
  expect(reply.status).toBe(200);
  return (await reply.json()) as BasketAnswer;
}

describe('who owns the basket', () => {
  it('refuses a caller with no session token or an unknown one', async () => {
    for (const headers of [{}, { 'x-session-token': 'made-up' }] as Record<string, string>[]) {
      const reply = await new Caller(sandbox, headers).post('/api/basket');
      expect(reply.status).toBe(401);
      expect(((await reply.json()) as ErrorAnswer).message).toMatch(/session/i);
    }
  });

  it('starts a visitor with an empty basket and keeps baskets per session', async () => {
    expect(await shopper.basket()).toEqual({
      basket: { data: [], total: 0, discountedTotal: 0, packaging_price: 0 },
      discount_message: null,
    });
    await addOk(shopper, SLUGS.clearOil, '1 L');
    const other = await visitor(sandbox);
    expect((await other.basket()).basket.data).toEqual([]);
    expect((await shopper.basket()).basket.data).toHaveLength(1);
  });
});

describe('POST /basket/data (add)', () => {
  it('adds a line with the default colour [1] and prices it from the chosen sheen and type', async () => {
    const oil = product(SLUGS.clearOil);
    const price = priceOf(oil, '2.5 L', 'Satin');
    const reply = await shopper.post('/api/basket/data', variantForm(oil, price, { count: 2 }));
    const { basket } = (await reply.json()) as BasketAnswer;
    const [line] = basket.data;
    expect(line).toMatchObject({
      products_id: oil.id,
      count: 2,
      price: price.type_price,
      dataTotal: price.type_price * 2,
      discount: 0,
      discounted_total: price.type_price * 2,
      color_ids: [1],
      colors: [{ id: 1, name: 'Natural Clear' }],
      priceData: price,
      product: { id: oil.id, slug: oil.slug, title: oil.title, price_type_data: { id: price.id } },
    });
    expect(line.basket_id).toBe(line.id);
    expect(basket.total).toBe(price.type_price * 2);
    expect(basket.packaging_price).toBe(12);
  });

  it('adds counts for the same variant and keeps other colours on their own line', async () => {
    await addOk(shopper, SLUGS.colourOil, '1 L', { color_id: [3], count: 2 });
    await addOk(shopper, SLUGS.colourOil, '1 L', { color_id: [3], count: 3 });
    const { basket } = await addOk(shopper, SLUGS.colourOil, '1 L', { color_id: [5] });
    expect(basket.data.map((l) => [l.color_ids, l.count])).toEqual([
      [[3], 5],
      [[5], 1],
    ]);
  });

  it('refuses to take a variant above 10 and leaves the basket as it was', async () => {
    await addOk(shopper, SLUGS.clearOil, '1 L', { count: 8 });
    const reply = await add(shopper, SLUGS.clearOil, '1 L', { count: 3 });
    expect(reply.status).toBe(422);
    expect(await reply.json()).toEqual({ message: MAX_MESSAGE, errors: { count: MAX_MESSAGE } });
    expect((await shopper.basket()).basket.data[0].count).toBe(8);
  });

  it('answers 422 for an unknown product, a price of another product, colours not offered and bad counts', async () => {
    const oil = product(SLUGS.clearOil);
    const stain = product(SLUGS.stain);
    const cases = [
      [{ ...variantForm(oil, priceOf(oil, '1 L')), products_id: 9999 }, 'products_id'],
      [{ ...variantForm(oil, priceOf(stain, '0.5 L')), tag_id: '', type_id: '' }, 'price_id'],
      [variantForm(oil, priceOf(oil, '1 L'), { color_id: [12] }), 'color_id'],
      [variantForm(oil, priceOf(oil, '1 L'), { count: 11 }), 'count'],
      [variantForm(oil, priceOf(oil, '1 L'), { count: 0 }), 'count'],
    ] as const;
    for (const [form, field] of cases) {
      const reply = await shopper.post('/api/basket/data', form);
      expect(reply.status, field).toBe(422);
      expect(Object.keys(((await reply.json()) as ErrorAnswer).errors ?? {})).toEqual([field]);
    }
    expect((await shopper.basket()).basket.data).toEqual([]);
  });
});

describe('POST /basket with count (quantity update)', () => {
  it('sets the quantity of the line the variant names, within 1..10', async () => {
    const oil = product(SLUGS.colourOil);
    const price = priceOf(oil, '1 L');
    await addOk(shopper, SLUGS.colourOil, '1 L', { color_id: [3] });
    const update = (count: number) => shopper.post('/api/basket', variantForm(oil, price, { color_id: [3], count }));

    const ten = (await (await update(10)).json()) as BasketAnswer;
    expect(ten.basket.data[0]).toMatchObject({ count: 10, dataTotal: price.type_price * 10 });
    expect(ten.basket.total).toBe(price.type_price * 10);

    const tooMany = await update(11);
    expect(tooMany.status).toBe(422);
    expect(await tooMany.json()).toEqual({ message: MAX_MESSAGE, errors: { count: MAX_MESSAGE } });
    const tooFew = await update(0);
    expect(tooFew.status).toBe(422);
    expect(((await tooFew.json()) as ErrorAnswer).errors).toHaveProperty('count');
    expect((await shopper.basket()).basket.data[0].count).toBe(10);
  });

  it('refuses a line named by its id alone: the dashboard names a line by its variant (docs/contract.md §7)', async () => {
    const { basket } = await addOk(shopper, SLUGS.clearOil, '1 L');
    const [line] = basket.data;
    const reply = await shopper.post('/api/basket', { id: line.id, count: 4 });
    expect(reply.status).toBe(422);
    expect(((await reply.json()) as ErrorAnswer).errors).toHaveProperty('products_id');
    expect((await shopper.basket()).basket.data[0].count).toBe(1);
  });

  it('answers 404 when the variant is not in the basket', async () => {
    const oil = product(SLUGS.colourOil);
    const reply = await shopper.post('/api/basket', variantForm(oil, priceOf(oil, '1 L'), { color_id: [3], count: 2 }));
    expect(reply.status).toBe(404);
  });
});

describe('POST /basket/delete', () => {
  it('removes a line by id or basket_id and recomputes the totals', async () => {
    await addOk(shopper, SLUGS.clearOil, '1 L');
    const { basket } = await addOk(shopper, SLUGS.lamp, 'Unit');
    const [oilLine, lampLine] = basket.data;

    const afterFirst = (await (await shopper.post('/api/basket/delete', { id: oilLine.id })).json()) as BasketAnswer;
    expect(afterFirst.basket.data.map((l) => l.id)).toEqual([lampLine.id]);
    expect(afterFirst.basket.total).toBe(lampLine.dataTotal);
    expect(afterFirst.basket.packaging_price).toBe(0);

    const afterSecond = (await (await shopper.post('/api/basket/delete', { basket_id: lampLine.basket_id })).json()) as BasketAnswer;
    expect(afterSecond.basket).toEqual({ data: [], total: 0, discountedTotal: 0, packaging_price: 0 });
  });

  it('answers 404 for a line that is not in the caller basket and 422 without an id', async () => {
    const { basket } = await addOk(shopper, SLUGS.clearOil, '1 L');
    const stranger = await visitor(sandbox);
    expect((await stranger.post('/api/basket/delete', { id: basket.data[0].id })).status).toBe(404);
    expect((await shopper.post('/api/basket/delete', {})).status).toBe(422);
    expect((await shopper.basket()).basket.data).toHaveLength(1);
  });
});

describe('order discounts', () => {
  it('takes 10% off curing lights, in whole dollars, and tells the customer', async () => {
    const lamp = product(SLUGS.lamp);
    const price = priceOf(lamp, 'Unit').type_price;
    const answer = await addOk(shopper, SLUGS.lamp, 'Unit', { count: 2 });
    const discounted = Math.round(price * 0.9);
    expect(answer.basket.data[0]).toMatchObject({ discount: 10, discounted_price: discounted, discounted_total: discounted * 2 });
    expect(answer.basket).toMatchObject({ total: price * 2, discountedTotal: discounted * 2 });
    expect(answer.discount_message).toBe('You get 10% off LED curing lights.');
  });

  it('never discounts price types 30 and 52, nor counts them towards the $2,500 threshold', async () => {
    await addOk(shopper, SLUGS.lampPriceType30, 'Unit');
    const answer = await addOk(shopper, SLUGS.modulePriceType52, 'Module', { count: 3 });
    expect(answer.basket.data.map((l) => l.product.price_type_data.id)).toEqual([30, 52]);
    expect(answer.basket.data.map((l) => l.discount)).toEqual([0, 0]);
    expect(answer.basket.discountedTotal).toBe(answer.basket.total);
    expect(answer.discount_message).toBeNull();
  });

  it('takes 5% off eligible lines once they reach $2,500', async () => {
    await addOk(shopper, SLUGS.lampPriceType30, 'Unit');
    const below = await addOk(shopper, SLUGS.colourOil, '5 L', { color_id: [3], count: 6 });
    expect(below.basket.data.map((l) => l.discount)).toEqual([0, 0]);

    const above = await addOk(shopper, SLUGS.colourOil, '5 L', { color_id: [3], count: 1 });
    const oilLine = above.basket.data[1];
    expect(oilLine.discount).toBe(5);
    expect(oilLine.discounted_price).toBe(Math.round(oilLine.price * 0.95));
    expect(above.basket.data[0].discount).toBe(0);
    expect(above.discount_message).toBe('You get 5% off your order for spending $2,500 or more.');
  });
});

describe('holiday promotion (docs/contract.md §9), dates from the catalogue promotion', () => {
  async function fillPromotionBasket() {
    await addOk(shopper, SLUGS.clearOil, '5 L');
    await addOk(shopper, SLUGS.colourOil, '1 L', { color_id: [3] });
    await addOk(shopper, SLUGS.lamp, 'Unit');
    return addOk(shopper, SLUGS.lampPriceType30, 'Unit');
  }

  it('gives 25% off lights and 15% off additional oils with 5 litres of clear oil while it runs', async () => {
    sandbox.db().commerce.now = () => new Date('2024-12-20T12:00:00Z');
    const answer = await fillPromotionBasket();
    expect(answer.basket.data.map((l) => [l.product.slug, l.discount])).toEqual([
      [SLUGS.clearOil, 0],
      [SLUGS.colourOil, 15],
      [SLUGS.lamp, 25],
      [SLUGS.lampPriceType30, 0],
    ]);
    expect(answer.discount_message).toMatch(/25% off curing lights and 15% off additional oils/);
  });

  it('does not apply after its end date or without 5 litres of clear oil', async () => {
    const expired = await fillPromotionBasket();
    expect(expired.basket.data.map((l) => l.discount)).toEqual([0, 0, 10, 0]);

    sandbox.db().commerce.now = () => new Date('2024-12-20T12:00:00Z');
    await shopper.post('/api/basket/delete', { id: expired.basket.data[0].id });
    const small = await addOk(shopper, SLUGS.clearOil, '2.5 L');
    expect(small.basket.data.map((l) => l.discount)).toEqual([0, 10, 0, 0]);
  });
});

describe('signing in', () => {
  it("gives the customer their own basket and moves the visitor's lines into it (counts add, at most 10)", async () => {
    const firstVisit = await visitor(sandbox);
    const signedIn = await customer(sandbox, firstVisit.sessionToken);
    await addOk(signedIn, SLUGS.clearOil, '1 L', { count: 7 });
    await addOk(signedIn, SLUGS.lamp, 'Unit');

    await addOk(shopper, SLUGS.clearOil, '1 L', { count: 5 });
    await addOk(shopper, SLUGS.colourOil, '1 L', { color_id: [3], count: 2 });
    const merged = await customer(sandbox, shopper.sessionToken);

    const { basket } = await merged.basket();
    expect(basket.data.map((l) => [l.product.slug, l.count])).toEqual([
      [SLUGS.clearOil, 10],
      [SLUGS.lamp, 1],
      [SLUGS.colourOil, 2],
    ]);
    expect((await shopper.basket()).basket.data).toEqual([]);
  });

  it('keeps the signed-in basket apart from the visitor session it was sent with', async () => {
    const signedIn = await customer(sandbox);
    await addOk(signedIn, SLUGS.clearOil, '1 L');
    const both = new Caller(sandbox, { ...signedIn.headers, ...shopper.headers });
    expect((await both.basket()).basket.data).toHaveLength(1);
    expect((await shopper.basket()).basket.data).toEqual([]);
  });
});
