// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { door } from '@/server/door/door';
import { BROWSER_ORIGIN, server } from '../msw/server';

const LIMIT = 64 * 1024;
const CHUNK = 16 * 1024;
let upstreamCalls: string[] = [];
const countUpstream = ({ request }: { request: Request }) => {
  if (!request.url.startsWith(BROWSER_ORIGIN)) upstreamCalls.push(`${request.method} ${request.url}`);
};

beforeEach(() => {
  process.env.DOOR_BODY_LIMIT_BYTES = String(LIMIT);
  upstreamCalls = [];
  server.events.on('request:start', countUpstream);
});

afterEach(() => {
  server.events.removeListener('request:start', countUpstream);
  delete process.env.DOOR_BODY_LIMIT_BYTES;
  delete process.env.DOOR_TIMEOUT_MS;
});

/** A client upload: `chunks` chunks of CHUNK bytes (Infinity: it never ends), then it stalls if `stallAfter`. */
function upload({ chunks, stallAfter = false }: { chunks: number; stallAfter?: boolean }) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) {
        if (stallAfter) return new Promise<void>(() => {});
        controller.close();
        return;
      }
      pulled += 1;
      controller.enqueue(new Uint8Array(CHUNK).fill(7));
    },
  });
  return { stream, pulled: () => pulled };
}

function postRequest(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return door(
    new Request(`${BROWSER_ORIGIN}/api/user/add-shipping`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/octet-stream', cookie: 'lf_session=visitor-token', ...headers },
      duplex: 'half',
    } as RequestInit),
  );
}

describe('door: request bodies have a size limit', () => {
  it('refuses a declared size over DOOR_BODY_LIMIT_BYTES with 413 before reading a byte', async () => {
    const client = upload({ chunks: Infinity });
    const response = await postRequest(client.stream, { 'content-length': String(LIMIT + 1) });

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'That upload is too large. Please send smaller files.' });
    expect(client.pulled()).toBeLessThanOrEqual(1);
    expect(upstreamCalls).toEqual([]);
  });

  it('stops reading an undeclared (chunked) body as soon as it passes the limit', async () => {
    const client = upload({ chunks: Infinity });
    const response = await postRequest(client.stream);

    expect(response.status).toBe(413);
    // The limit plus the chunk that crossed it, and what the stream queued ahead: never the rest.
    expect(client.pulled() * CHUNK).toBeLessThanOrEqual(LIMIT + 3 * CHUNK);
    expect(upstreamCalls).toEqual([]);
  });

  it('forwards a body at the limit', async () => {
    const client = upload({ chunks: LIMIT / CHUNK });
    const response = await postRequest(client.stream);

    expect(response.status).not.toBe(413);
    expect(upstreamCalls).toContain('POST http://sandbox.test/api/user/add-shipping');
  });

  it('uses 10 MiB when DOOR_BODY_LIMIT_BYTES is not set', async () => {
    delete process.env.DOOR_BODY_LIMIT_BYTES;
    const over = await postRequest(upload({ chunks: Infinity }).stream, { 'content-length': String(10 * 1024 * 1024 + 1) });
    expect(over.status).toBe(413);
  });
});

describe('door: a client that stops sending', () => {
  it('is cut off with 408 when the deadline passes, and the dashboard is never called', async () => {
    process.env.DOOR_TIMEOUT_MS = '300';
    const client = upload({ chunks: 1, stallAfter: true });
    const started = Date.now();
    const response = await postRequest(client.stream, { 'content-length': String(4 * CHUNK) });

    expect(response.status).toBe(408);
    expect(await response.json()).toEqual({ message: 'The upload took too long. Please check your connection and try again.' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(upstreamCalls).toEqual([]);
  });
});

describe('door: memory follows the bytes that arrived, not the size a client declares', () => {
  it('holds about one chunk per slow sender that declares 10 MiB and sends 16 KiB', async () => {
    process.env.DOOR_BODY_LIMIT_BYTES = String(10 * 1024 * 1024);
    process.env.DOOR_TIMEOUT_MS = '1000';
    const senders = 20;
    const before = process.memoryUsage().arrayBuffers;
    const pending = Array.from({ length: senders }, () =>
      postRequest(upload({ chunks: 1, stallAfter: true }).stream, { 'content-length': String(10 * 1024 * 1024) }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const held = process.memoryUsage().arrayBuffers - before;
    const answers = await Promise.all(pending);

    // Sized from Content-Length, the twenty would hold 200 MiB for the whole deadline.
    expect(held).toBeLessThan(senders * 256 * 1024);
    expect(answers.map((answer) => answer.status)).toEqual(Array(senders).fill(408));
    expect(upstreamCalls).toEqual([]);
  });
});
