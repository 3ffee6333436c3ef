import type { Context, Next } from 'hono';
import type { SandboxEnv } from '../env';
import { fail } from '../http';
import { basketOwnerOf, ownerKey } from './owner';

/** An answer kept for a key: sent again with the same key and the same change, it is given again. */
export interface KeptAnswer {
  change: string;
  status: number;
  body: string;
  contentType: string;
}

/** Changes under way by key: a second one with the same key (the page and the worker both sending) waits for the first. */
const underWay = new Map<string, Promise<void>>();

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for another change.';

/**
 * docs/contract.md "Idempotency keys": a basket or job-line change carrying `Idempotency-Key` is
 * made once per owner (the basket's, or the signed-in customer for a job) and key. The same key with the same change answers what the first one answered
 * (success or refusal) and changes nothing; with another change it is refused (422).
 */
export async function oncePerKey(c: Context<SandboxEnv>, next: Next) {
  const key = c.req.header('idempotency-key');
  const owner = basketOwnerOf(c.get('identity'));
  if (!key || !owner) return next();
  const kept = c.get('db').commerce.keptAnswers;
  const id = `${ownerKey(owner)} ${key}`;
  const change = `${c.req.method} ${c.req.path} ${await c.req.raw.clone().text()}`;
  while (underWay.has(id)) await underWay.get(id);
  const earlier = kept.get(id);
  if (earlier) {
    if (earlier.change !== change) return fail(c, 422, KEY_REUSED_MESSAGE);
    return c.body(earlier.body, earlier.status as 200, { 'content-type': earlier.contentType, 'idempotent-replayed': 'true' });
  }
  let done = () => {};
  underWay.set(id, new Promise<void>((resolve) => (done = resolve)));
  try {
    await next();
    if (c.res.status < 500) kept.set(id, { change, status: c.res.status, body: await c.res.clone().text(), contentType: c.res.headers.get('content-type') ?? 'application/json' });
  } finally {
    underWay.delete(id);
    done();
  }
}
