// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxApp } from '@sandbox/app';
import { encodePng } from '@sandbox/art/png';
import type { ErrorAnswer } from '@/modules/accounts/contract';
import type { ColorLabColor, HomeData, MediaItem, Page, Product, ProductSummary, Review, Service } from '@/modules/catalogue/contract';
import { Caller, customer, freshSandbox, json } from './commerce-fixtures';

let sandbox: SandboxApp;
let anonymous: Caller;

beforeEach(() => {
  ({ sandbox, anonymous } = freshSandbox());
});
const list = async (query: string) => (await json<{ data: Page<ProductSummary> }>(await anonymous.request(`/api/products${query}`))).data;
const bySlug = async (slug: string) => (await json<{ data: Product }>(await anonymous.get('/api/products/by-slug', { slug }))).data;
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

async function file(path: string) {
  const reply = await sandbox.app.request(path);
  return { reply, bytes: Buffer.from(await reply.arrayBuffer()) };
}

describe('categories, home, colours, media, services', () => {
  it('answers the three categories', async () => {
    const { data } = await json<{ data: { value: number; title: string }[] }>(await anonymous.get('/api/default'));
    expect(data.map((c) => c.value)).toEqual([1, 3, 5]);
    expect(data[2].title).toBe('LED Cured Lights');
  });

  it('answers home data: hero, featured, newest products and the holiday promotion', async () => {
    const home = await json<HomeData>(await anonymous.get('/api/default/home'));
    expect(home.hero.img).toBe('/uploads/img/home/hero.png');
    expect(home.featured).toHaveLength(4);
    const dates = home.new_products.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(home.promotion).toMatchObject({ starts_at: '2024-12-16', ends_at: '2025-01-08' });
    expect(home.promotion.text).toContain('25% off curing lights and 15% off additional oils with 5 litres of clear oil');
  });

  it('answers colour-lab colours with families and a product using each', async () => {
    const { data } = await json<{ data: ColorLabColor[] }>(await anonymous.get('/api/default/get-colors'));
    expect(data.length).toBeGreaterThanOrEqual(20);
    expect(data[0]).toMatchObject({ id: 1, name: 'Natural Clear', family: 'Naturals' });
    expect(data.every((c) => /^#[0-9a-f]{6}$/.test(c.hex))).toBe(true);
  });

  it('answers media items whose files are served', async () => {
    const { data } = await json<{ data: MediaItem[] }>(await anonymous.get('/api/media/data'));
    expect(data.length).toBeGreaterThanOrEqual(6);
    const thumb = await file(data[0].thumb);
    expect(thumb.reply.headers.get('content-type')).toBe('image/png');
  });

  it('answers at least four services with PDFs and technical data, and each by slug', async () => {
    const { data } = await json<{ data: Service[] }>(await anonymous.get('/api/services'));
    expect(data.length).toBeGreaterThanOrEqual(4);
    for (const service of data) {
      expect(service.pdfs.length + service.technical_data.length).toBeGreaterThanOrEqual(2);
      const one = await json<{ data: Service }>(await anonymous.get('/api/services/by-slug', { slug: service.slug }));
      expect(one.data.id).toBe(service.id);
    }
    const pdf = await file(data[0].pdfs[0].url);
    expect(pdf.reply.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await anonymous.get('/api/services/by-slug', { slug: 'no-such-service' })).status).toBe(404);
  });
});

describe('product list', () => {
  it('pages 12 products at a time, newest first, summaries only', async () => {
    const first = await list('');
    expect(first.models).toHaveLength(12);
    expect(first.dataCount).toBeGreaterThanOrEqual(18);
    expect(first.pages).toBe(Math.ceil(first.dataCount / 12));
    expect(first.models[0]).not.toHaveProperty('description');
    const dates = first.models.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await list('?page=2');
    expect(second.models).toHaveLength(first.dataCount - 12);
    expect((await list('?page=9')).models).toEqual([]);
  });

  it('filters by categories (comma list or repeated) and by parent category', async () => {
    const comma = await list('?categories=1,3&per_page=48');
    const repeated = await list('?categories[]=1&categories[]=3&per_page=48');
    expect(repeated.models.map((p) => p.id)).toEqual(comma.models.map((p) => p.id));
    expect(comma.models.every((p) => p.categories.some((c) => c.id === 1 || c.id === 3))).toBe(true);
    const lights = await list('?parent_id=5');
    expect(lights.dataCount).toBeGreaterThanOrEqual(4);
    expect(lights.models.every((p) => p.categories.some((c) => c.parent_id === 5))).toBe(true);
    expect(comma.dataCount + lights.dataCount).toBe((await list('')).dataCount);
  });

  it('sorts by price (priced-on-request last) and by title', async () => {
    const cheapest = (await list('?sort=price_asc&per_page=48')).models;
    const priced = cheapest.filter((p) => p.price_type_data.length > 0);
    expect(priced.map((p) => p.price_from)).toEqual([...priced.map((p) => p.price_from)].sort((a, b) => a - b));
    expect(cheapest.slice(priced.length).every((p) => p.price_type_data.length === 0)).toBe(true);
    const titles = (await list('?sort=title&per_page=48')).models.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });

  it('answers bad queries with field errors', async () => {
    const reply = await anonymous.request('/api/products?sort=cheap&page=0&categories=oils');
    expect(reply.status).toBe(422);
    expect(Object.keys((await json<ErrorAnswer>(reply)).errors ?? {}).sort()).toEqual(['categories', 'page', 'sort']);
  });
});

describe('product detail', () => {
  it('has an oil with six colours and a sheen × type price grid', async () => {
    const tone = await bySlug('nordwood-tone-led-hardwax-oil');
    expect(tone.color).toHaveLength(6);
    expect(new Set(tone.price_type_data.map((p) => p.tag_name))).toEqual(new Set(['Matte', 'Satin']));
    expect(new Set(tone.price_type_data.map((p) => p.type_name))).toEqual(new Set(['1 L', '2.5 L', '5 L']));
    expect(tone.description).toContain('<ul>');
    expect(tone.technical_data.map((t) => t.title)).toEqual(['Technical data sheet', 'Safety data sheet']);
  });

  it('has the special price types 30 and 52, and request kinds', async () => {
    expect((await bySlug('lumacure-h4-handheld-led-lamp')).price_type_data.map((p) => p.id)).toEqual([30]);
    expect((await bySlug('lumacure-replacement-led-module')).price_type_data.map((p) => p.id)).toEqual([52]);
    expect((await bySlug('lumacure-1200-walk-behind-curing-machine')).request_kind).toBe('upon_request');
    expect((await bySlug('arboris-deep-stain')).request_kind).toBe('custom_color');
    const ids = sandbox.db().catalogue.products.flatMap((p) => p.price_type_data.map((row) => row.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers 404 for an unknown slug and 422 without one', async () => {
    expect((await anonymous.get('/api/products/by-slug', { slug: 'no such oil' })).status).toBe(404);
    expect((await anonymous.get('/api/products/by-slug')).status).toBe(422);
  });

  it('serves product shots as small PNGs with long cache headers, and PDFs', async () => {
    const pure = await bySlug('nordwood-pure-led-hardwax-oil');
    const shot = await file(pure.img);
    expect(shot.reply.headers.get('cache-control')).toContain('max-age=31536000');
    expect(pngSize(shot.bytes)).toEqual([800, 800]);
    expect(shot.bytes.length).toBeLessThan(60 * 1024);
    const sheet = await file(pure.technical_data[0].path);
    expect(sheet.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sheet.bytes.toString('latin1')).toContain('Nordwood Pure LED Hardwax Oil');
  });

  it('serves category tiles, 256 × 222 awards and carrier logos; 404 for anything else', async () => {
    expect((await file('/uploads/img/products-categories/led-cured-lights.png')).reply.status).toBe(200);
    expect(pngSize((await file('/uploads/img/awards/award-11.png')).bytes)).toEqual([256, 222]);
    for (const carrier of ['USPS', 'UPS', 'FedEx', 'CanadaPost']) {
      expect((await file(`/shippo-static/providers/75/${carrier}.png`)).reply.headers.get('content-type')).toBe('image/png');
    }
    expect((await file('/shippo-static/providers/75/FedEx_Express.png')).reply.status).toBe(404);
    expect((await file('/uploads/img/products/unknown.png')).reply.status).toBe(404);
  });
});

describe('reviews', () => {
  const pure = () => sandbox.db().catalogue.products.find((p) => p.slug === 'nordwood-pure-led-hardwax-oil') as Product;

  function reviewForm(fields: Record<string, string>, images: File[] = []) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const image of images) form.append('img_path[]', image);
    return form;
  }

  it('are open to signed-in customers only', async () => {
    const reply = await anonymous.request('/api/reviews/create', { method: 'POST', body: reviewForm({ products_id: String(pure().id) }) });
    expect(reply.status).toBe(401);
  });

  it('store the review with its photos and answer the product reviews, newest first', async () => {
    const dana = await customer(sandbox);
    const before = pure().reviews.length;
    const photo = new File([new Uint8Array(encodePng(3, 3, new Uint8Array(27).fill(90)))], 'floor.png', { type: 'image/png' });
    const body = reviewForm({ products_id: String(pure().id), stars: '4.5', title: 'Lovely satin', message: 'Cured in seconds, even sheen.' }, [photo]);
    const reply = await dana.request('/api/reviews/create', { method: 'POST', body });
    expect(reply.status).toBe(200);
    const { reviews } = await json<{ reviews: Review[] }>(reply);
    expect(reviews).toHaveLength(before + 1);
    expect(reviews[0]).toMatchObject({ stars: 4.5, title: 'Lovely satin', author: 'Dana W.', products_id: pure().id });
    expect((await file(reviews[0].img_path[0])).reply.headers.get('content-type')).toBe('image/png');
    const stars = reviews.map((r) => r.stars);
    expect(pure().rating).toBe(Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10);
    expect(pure().reviews_count).toBe(before + 1);
  });

  it('answer missing or bad fields with field errors', async () => {
    const dana = await customer(sandbox);
    const empty = await dana.request('/api/reviews/create', { method: 'POST', body: reviewForm({ products_id: '999' }) });
    expect(empty.status).toBe(422);
    expect((await json<ErrorAnswer>(empty)).errors).toEqual({
      stars: 'Stars is required',
      title: 'Title is required',
      message: 'Message is required',
      products_id: 'This product is not available.',
    });
    const notImage = new File(['plain text'], 'notes.png', { type: 'image/png' });
    const bad = await dana.request('/api/reviews/create', {
      method: 'POST',
      body: reviewForm({ products_id: String(pure().id), stars: '4.25', title: 'T', message: 'M' }, [notImage]),
    });
    expect((await json<ErrorAnswer>(bad)).errors).toEqual({
      stars: 'Stars must be between 0.5 and 5 in half steps',
      img_path: 'notes.png: Only PNG, JPEG, GIF or WebP images can be uploaded.',
    });
  });

  it('are back to the seed after a reset', async () => {
    const dana = await customer(sandbox);
    const seeded = pure().reviews.length;
    await dana.request('/api/reviews/create', { method: 'POST', body: reviewForm({ products_id: String(pure().id), stars: '5', title: 'Great', message: 'Great oil' }) });
    expect(pure().reviews).toHaveLength(seeded + 1);
    await sandbox.app.request('/__sandbox/reset', { method: 'POST' });
    expect(pure().reviews).toHaveLength(seeded);
  });
});
