// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/revalidate/route';
import { REVALIDATION_BODY_LIMIT_BYTES } from '@/app/api/revalidate/revalidation';

/** A body that counts how much of it the server pulled. */
function countedBody(bytes: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= bytes) return controller.close();
      const chunk = new Uint8Array(Math.min(1024, bytes - pulled)).fill(0x20);
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

const post = (secret: string | null, body: BodyInit) =>
  POST(new Request('http://localhost:3000/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret ? { 'x-revalidate-secret': secret } : {}) },
    body,
    duplex: 'half',
  } as RequestInit));

beforeEach(() => {
  process.env.REVALIDATE_SECRET = 's3cret-for-tests';
});
afterEach(() => {
  delete process.env.REVALIDATE_SECRET;
});

describe('POST /api/revalidate', () => {
  it('checks the secret before reading the body', async () => {
    const body = countedBody(50 * 1024 * 1024);
    const answer = await post('wrong', body.stream);
    expect(answer.status).toBe(401);
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it('reads at most a few KiB of body, even with the secret', async () => {
    const body = countedBody(1024 * 1024);
    const answer = await post('s3cret-for-tests', body.stream);
    expect(answer.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(REVALIDATION_BODY_LIMIT_BYTES + 64 * 1024);
  });

  it('still answers 422 to a small body that names no catalogue tag', async () => {
    expect((await post('s3cret-for-tests', JSON.stringify({ tags: ['../etc'] }))).status).toBe(422);
    expect((await post('s3cret-for-tests', 'null')).status).toBe(422);
  });
});
