// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as uploadsRoute from '@/app/uploads/[...path]/route';
import { passUpload } from '@/server/door/uploads';
import { BROWSER_ORIGIN, SANDBOX_ORIGIN, server } from '../msw/server';

const FILE = 'img/products-categories/nordwood-hardwax-oil.png';

let upstreamHeaders: Headers[] = [];
const listener = ({ request }: { request: Request }) => {
  if (request.url.startsWith(`${SANDBOX_ORIGIN}/uploads/`)) upstreamHeaders.push(new Headers(request.headers));
};
beforeEach(() => {
  upstreamHeaders = [];
  server.events.on('request:start', listener);
});
afterEach(() => {
  server.events.removeListener('request:start', listener);
});

const get = (path: string, init: RequestInit = {}) => passUpload(new Request(`${BROWSER_ORIGIN}/uploads/${path}`, init));

describe('/uploads: the dashboard’s files from the shop’s origin', () => {
  it('serves a file cacheably, without the customer’s cookies reaching the dashboard', async () => {
    const answer = await get(FILE, { headers: { cookie: 'lf_auth=secret-key; lf_session=token', authorization: 'Bearer x', accept: 'image/png' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toMatch(/max-age=\d{4,}/);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(new Uint8Array(await answer.arrayBuffer()).slice(1, 4)).toEqual(new TextEncoder().encode('PNG'));
    expect(upstreamHeaders).toHaveLength(1);
    expect(upstreamHeaders[0].get('cookie')).toBeNull();
    expect(upstreamHeaders[0].get('authorization')).toBeNull();
    expect(upstreamHeaders[0].get('accept')).toBe('image/png');
  });

  it('answers HEAD without a body', async () => {
    const answer = await get(FILE, { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.body).toBeNull();
  });

  it('passes only GET and HEAD: the route has no handler for any other method', () => {
    expect(Object.keys(uploadsRoute).filter((name) => /^[A-Z]+$/.test(name)).sort()).toEqual(['GET', 'HEAD']);
  });

  it.each(['img%2f..%2f..%2fapi%2fuser%2flogin', 'img/%2e%2e/%2e%2e/api/basket', 'img%5cx.png', 'img/%252e%252e/x.png', 'img/x.png%00'])('refuses %s with 400 before the dashboard', async (path) => {
    expect((await get(path)).status).toBe(400);
    expect(upstreamHeaders).toHaveLength(0);
  });
});
