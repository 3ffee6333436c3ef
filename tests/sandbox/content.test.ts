// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxApp } from '@sandbox/app';
import type { ErrorAnswer } from '@/modules/accounts/contract';
import type { Article, Page } from '@/modules/catalogue/contract';
import { Caller, customer, freshSandbox, json, type Fields } from './commerce-fixtures';

let sandbox: SandboxApp;
let anonymous: Caller;

beforeEach(() => {
  ({ sandbox, anonymous } = freshSandbox());
});
const articles = async (query: Record<string, string | number> = {}) =>
  (await json<{ data: Page<Article> }>(await anonymous.get('/api/articles', query))).data;

describe('articles', () => {
  it('pages six at a time, newest first', async () => {
    const first = await articles();
    expect(first.models).toHaveLength(6);
    expect(first.dataCount).toBeGreaterThanOrEqual(12);
    expect(first.pages).toBe(Math.ceil(first.dataCount / 6));
    const all = [...first.models, ...(await articles({ page: 2 })).models, ...(await articles({ page: 3 })).models];
    expect(all).toHaveLength(first.dataCount);
    const dates = all.map((a) => a.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by type and refuses unknown types', async () => {
    const guides = await articles({ type: 'guide' });
    expect(guides.models.length).toBeGreaterThan(0);
    expect(guides.models.every((a) => a.type === 'guide')).toBe(true);
    const reply = await anonymous.get('/api/articles', { type: 'recipes' });
    expect(reply.status).toBe(422);
    expect((await json<ErrorAnswer>(reply)).errors).toEqual({ type: 'Type must be one of news, guide, project' });
  });

  it('answers one article by slug, 404 for an unknown one, and the three newest', async () => {
    const [newest] = (await articles()).models;
    const one = await json<{ data: Article }>(await anonymous.get('/api/articles/by-slug', { slug: newest.slug }));
    expect(one.data.body).toMatch(/^<p>/);
    expect((await anonymous.get('/api/articles/by-slug', { slug: 'missing-post' })).status).toBe(404);
    const latest = await json<{ data: Article[] }>(await anonymous.get('/api/articles/new'));
    expect(latest.data.map((a) => a.slug)).toEqual((await articles()).models.slice(0, 3).map((a) => a.slug));
    expect((await sandbox.app.request(newest.img)).headers.get('content-type')).toBe('image/png');
  });
});

describe('newsletter', () => {
  it('subscribes once per e-mail', async () => {
    const first = await anonymous.post('/api/subscribe', { email: 'floors@example.com' });
    expect(await json(first)).toEqual({ success: true, message: 'Thank you for subscribing!' });
    const again = await anonymous.post('/api/subscribe', { email: 'Floors@Example.com' });
    expect(again.status).toBe(422);
    expect(await json(again)).toMatchObject({ success: false, message: 'This email is already subscribed.' });
  });

  it('refuses an invalid e-mail', async () => {
    const reply = await anonymous.post('/api/subscribe', { email: 'floors-at-example' });
    expect(reply.status).toBe(422);
    expect(await json(reply)).toMatchObject({ success: false, errors: { email: 'Email must be a valid email' } });
  });
});

describe('requests', () => {
  const valid: Fields = { first_name: 'Robin', last_name: 'Okafor', phone: '+1 (203) 555-0199', email: 'robin@example.com', description: 'Please quote sanding and oiling 900 sq ft of oak.' };

  it('stores a service request and a product request', async () => {
    const service = await anonymous.post('/api/requests', { ...valid, services_id: 1 });
    expect(await json(service)).toEqual({ success: true, message: 'Request successfully sent' });
    const machine = sandbox.db().catalogue.products.find((p) => p.request_kind === 'upon_request')?.id ?? 0;
    const dana = await customer(sandbox);
    const product = await dana.post('/api/requests', { ...valid, phone: '', services_id: null, products_id: machine });
    expect(product.status).toBe(200);
    expect(sandbox.db().content.requests.map((r) => [r.services_id, r.products_id, r.user_id])).toEqual([
      [1, null, null],
      [null, machine, 1],
    ]);
  });

  it('answers the contract rules as field errors', async () => {
    const reply = await anonymous.post('/api/requests', { first_name: 'Al', last_name: '', email: 'robin', description: 'Too short', phone: 'call me', services_id: '' });
    expect(reply.status).toBe(422);
    expect((await json<ErrorAnswer>(reply)).errors).toEqual({
      first_name: 'First name must be at least 3 characters',
      last_name: 'Last name is required',
      email: 'Email must be a valid email',
      description: 'Description must be at least 10 characters',
      phone: 'Phone number can contain only numbers and symbols',
      services_id: 'Service is required',
    });
  });

  it('refuses unknown services and products', async () => {
    expect((await json<ErrorAnswer>(await anonymous.post('/api/requests', { ...valid, services_id: 99 }))).errors).toEqual({ services_id: 'Please choose one of our services.' });
    expect((await json<ErrorAnswer>(await anonymous.post('/api/requests', { ...valid, services_id: null, products_id: 999 }))).errors).toEqual({ products_id: 'This product is not available.' });
    expect(sandbox.db().content.requests).toEqual([]);
  });
});
