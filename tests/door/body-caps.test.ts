// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { abuseLimitConfig, createAbuseLimits } from '@/server/door/abuse-limits';
import { callLimitConfig } from '@/server/door/call-limits';
import { door, type DoorOptions } from '@/server/door/door';
import { DEFAULT_BODY_LIMIT_BYTES } from '@/server/door/request-body';
import { BROWSER_ORIGIN } from '../msw/server';
import { watchDashboard } from './dashboard-calls';
import { stampedPeer } from './peer-stamp';

const KIB = 1024;
const CHUNK = 4 * KIB;
let dashboard: ReturnType<typeof watchDashboard>;
beforeEach(() => {
  dashboard = watchDashboard();
});
afterEach(() => dashboard.stop());

/** A client's body: `chunks` chunks of CHUNK bytes of form text (Infinity: it never ends), counting what the door pulled. */
function body(chunks: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new TextEncoder().encode(pulled === 1 ? `email=a%40example.com&pad=${'x'.repeat(CHUNK - 26)}` : 'x'.repeat(CHUNK)));
    },
  });
  return { stream, pulled: () => pulled };
}

function post(path: string, stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}, options: DoorOptions = {}) {
  const init = { method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': 'application/x-www-form-urlencoded', ...stampedPeer('198.51.100.70'), ...headers } };
  return door(new Request(`${BROWSER_ORIGIN}/api/${path}`, init as RequestInit), options);
}

describe('door: every call has its own body cap, checked before the body is read', () => {
  it('refuses a declared length over the call’s cap with 413 before reading it: a huge one, and 64 KiB on a form call', async () => {
    for (const declared of [10 * 1024 * 1024 * 1024, 64 * KIB]) {
      const client = body(Infinity);
      const answer = await post('subscribe', client.stream, { 'content-length': String(declared) });
      expect(answer.status, String(declared)).toBe(413);
      expect(client.pulled()).toBeLessThanOrEqual(1);
    }
    expect(dashboard.seen).toEqual([]);
  });

  it('stops reading a chunked body that declares no length once it passes the cap, and sends the dashboard nothing', async () => {
    for (const path of ['basket/data', 'subscribe', 'user/names']) {
      const client = body(256); // 1 MiB, had the door read it all
      const answer = await post(path, client.stream);
      expect(answer.status, path).toBe(413);
      // The cap plus the chunk that crossed it and what the stream queued ahead: never the rest.
      expect(client.pulled() * CHUNK, path).toBeLessThanOrEqual(DEFAULT_BODY_LIMIT_BYTES + 3 * CHUNK);
    }
    expect(dashboard.seen).toEqual([]);
  });

  it('refuses an upload whose declared length is over the upload cap without reading it', async () => {
    process.env.DOOR_UPLOAD_LIMIT_BYTES = String(256 * KIB);
    try {
      const client = body(Infinity);
      const answer = await post('reviews/create', client.stream, { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(257 * KIB) });
      expect(answer.status).toBe(413);
      expect(client.pulled()).toBeLessThanOrEqual(1);
    } finally {
      delete process.env.DOOR_UPLOAD_LIMIT_BYTES;
    }
  });

  it('refuses a client past its upload limit with 429 before reading a byte of its upload', async () => {
    const limits = createAbuseLimits({ ...abuseLimitConfig({}), calls: callLimitConfig({ DOOR_LIMIT_REVIEWS_PER_CLIENT: '1' }) });
    const upload = (chunks: number) => {
      const client = body(chunks);
      return { client, answer: post('reviews/create', client.stream, { 'content-type': 'multipart/form-data; boundary=x' }, { limits }) };
    };
    const first = upload(1);
    expect((await first.answer).status).not.toBe(429);
    const second = upload(2048); // 8 MiB
    const answer = await second.answer;
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(second.client.pulled()).toBeLessThanOrEqual(1);
  });
});
