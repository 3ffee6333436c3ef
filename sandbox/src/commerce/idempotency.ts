import { createHash } from 'node:crypto';
import type { Context, Next } from 'hono';
import type { SandboxEnv } from '../env';
import { fail } from '../http';
import { basketOwnerOf, ownerKey } from './owner';

/** An answer kept for a key: sent again with the same key and the same change, it is given again. */
export interface KeptAnswer {
  /** A hash of the change (method, path and fields), never the change itself. */
  change: string;
  status: number;
  body: string;
  contentType: string;
  /** When it was kept (the commerce clock, ms). */
  keptAt: number;
}

/** docs/contract.md §11: a key is kept a day. */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
/** docs/contract.md §11: the newest keys of each owner are kept; an older one is dropped. */
export const KEYS_PER_OWNER = 100;

/**
 * The kept answers by owner and key: at most KEYS_PER_OWNER per owner (the oldest dropped first),
 * each for KEPT_FOR_MS. An owner's keys are in the order they were kept.
 */
export class KeptAnswers {
  private owners = new Map<string, Map<string, KeptAnswer>>();
  private sweptAt = 0;

  get(owner: string, key: string, now: number): KeptAnswer | undefined {
    const kept = this.owners.get(owner)?.get(key);
    return kept && now - kept.keptAt < KEPT_FOR_MS ? kept : undefined;
  }

  set(owner: string, key: string, answer: KeptAnswer) {
    const keys = this.owners.get(owner) ?? new Map<string, KeptAnswer>();
    this.owners.set(owner, keys);
    keys.delete(key);
    keys.set(key, answer);
    while (keys.size > KEYS_PER_OWNER) keys.delete(keys.keys().next().value!);
    this.sweep(answer.keptAt);
  }

  /** How many keys are kept for `owner` (for tests and the sandbox's own checks). */
  keysOf(owner: string) {
    return this.owners.get(owner)?.size ?? 0;
  }

  /** Drops every key past its day, at most once a minute (an owner who never returns is dropped too). */
  private sweep(now: number) {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [owner, keys] of this.owners) {
      for (const [key, kept] of keys) {
        if (now - kept.keptAt < KEPT_FOR_MS) break;
        keys.delete(key);
      }
      if (keys.size === 0) this.owners.delete(owner);
    }
  }
}

/** Changes under way by key: a second one with the same key (the page and the worker both sending) waits for the first. */
const underWay = new Map<string, Promise<void>>();

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for another change.';

/**
 * The change a call makes, as a hash: its method, path and fields in a stable order, so the same
 * form sent again (with another multipart boundary) is the same change.
 */
async function changeOf(request: Request): Promise<string> {
  const hash = createHash('sha256').update(`${request.method} ${new URL(request.url).pathname}\n`);
  const type = request.headers.get('content-type') ?? '';
  if (/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
    const fields = [...(await request.clone().formData()).entries()].map(([name, value]) =>
      typeof value === 'string' ? `${name}=${value}` : `${name}=<file ${value.size}>`,
    );
    hash.update(JSON.stringify(fields.sort()));
  } else {
    hash.update(new Uint8Array(await request.clone().arrayBuffer()));
  }
  return hash.digest('base64url');
}

/**
 * docs/contract.md §11: a basket or job-line change carrying `Idempotency-Key` is made once per
 * owner (the basket's, or the signed-in customer for a job) and key, for a day and among the
 * owner's newest keys. The same key with the same change answers what the first one answered
 * (success or refusal) and changes nothing; with another change it is refused (422).
 */
export async function oncePerKey(c: Context<SandboxEnv>, next: Next) {
  const key = c.req.header('idempotency-key');
  const owner = basketOwnerOf(c.get('identity'));
  if (!key || !owner) return next();
  const { commerce } = c.get('db');
  const kept = commerce.keptAnswers;
  const ownerId = ownerKey(owner);
  const id = `${ownerId} ${key}`;
  const change = await changeOf(c.req.raw);
  while (underWay.has(id)) await underWay.get(id);
  const earlier = kept.get(ownerId, key, commerce.now().getTime());
  if (earlier) {
    if (earlier.change !== change) return fail(c, 422, KEY_REUSED_MESSAGE);
    return c.body(earlier.body, earlier.status as 200, { 'content-type': earlier.contentType, 'idempotent-replayed': 'true' });
  }
  let done = () => {};
  underWay.set(id, new Promise<void>((resolve) => (done = resolve)));
  try {
    await next();
    if (c.res.status < 500) {
      kept.set(ownerId, key, {
        change,
        status: c.res.status,
        body: await c.res.clone().text(),
        contentType: c.res.headers.get('content-type') ?? 'application/json',
        keptAt: commerce.now().getTime(),
      });
    }
  } finally {
    underWay.delete(id);
    done();
  }
}
