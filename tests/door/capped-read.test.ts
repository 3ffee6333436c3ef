// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BodyRefused, readCapped } from '@/server/streams/capped-read';

// The one capped body reader (src/server/streams/capped-read.ts), for a browser's request and a dashboard's answer alike.

/** A body of `chunks` chunks of `size` bytes (Infinity: it never ends), counting what the reader pulled. */
function body(chunks: number, size = 1024) {
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(65));
    },
    cancel: () => void (cancelled = true),
  });
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
}

const open = () => ({ limit: 4096, signal: new AbortController().signal });

describe('a capped read', () => {
  it('takes a body within the cap whole, from a request or an answer', async () => {
    const answer = body(3);
    expect((await readCapped(new Response(answer.stream), open()))?.byteLength).toBe(3072);
    const request = new Request('http://shop.test/', { method: 'POST', body: 'a=1' });
    expect(new TextDecoder().decode(await readCapped(request, open()))).toBe('a=1');
    expect(await readCapped(new Response(null), open())).toBeUndefined();
  });

  it('refuses a declared length over the cap before reading a byte', async () => {
    const answer = body(Infinity);
    const declared = new Response(answer.stream, { headers: { 'content-length': '1000000' } });
    await expect(readCapped(declared, open())).rejects.toEqual(new BodyRefused('tooLarge'));
    expect(answer.pulled()).toBeLessThanOrEqual(1);
  });

  it('refuses an undeclared body once it passes the cap, and lets the rest go', async () => {
    const answer = body(Infinity);
    await expect(readCapped(new Response(answer.stream), open())).rejects.toEqual(new BodyRefused('tooLarge'));
    expect(answer.pulled()).toBeLessThanOrEqual(6);
    expect(answer.cancelled()).toBe(true);
  });

  it('holds a body to the cap when it declares less than it sends', async () => {
    const answer = body(8);
    await expect(readCapped(new Response(answer.stream, { headers: { 'content-length': '10' } }), open())).rejects.toEqual(new BodyRefused('tooLarge'));
  });

  it('cuts off a sender that stops once the signal aborts', async () => {
    const stalled = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new Uint8Array(10)) });
    await expect(readCapped(new Response(stalled), { limit: 4096, signal: AbortSignal.timeout(50) })).rejects.toEqual(new BodyRefused('tooSlow'));
  });
});
