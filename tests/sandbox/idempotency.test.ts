// @vitest-environment node
/**
 * docs/contract.md §11 as the sandbox keeps it: a key is remembered a day, among the owner's
 * newest KEYS_PER_OWNER, by a hash of the change (the same form with another multipart boundary is
 * the same change), and the change itself is not kept.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxApp } from '@sandbox/app';
import { KEPT_FOR_MS, KEYS_PER_OWNER } from '@sandbox/commerce/idempotency';
import type { BasketAnswer } from '@/modules/basket/contract';
import { type Caller, productBySlug, SLUGS, startSandbox, variantForm, visitor } from './commerce-fixtures';

const START = new Date('2026-11-21T12:00:00Z').getTime();
const KEY = '3f2b8c1e-9a4d-4e6b-8f0a-1c2d3e4f5a6b';
const REUSED = 'This Idempotency-Key was already used for another change.';

let sandbox: SandboxApp;
let shopper: Caller & { sessionToken: string };
let clock = START;

beforeEach(async () => {
  sandbox = startSandbox();
  clock = START;
  sandbox.db().commerce.now = () => new Date(clock);
  shopper = await visitor(sandbox);
});

const oil = () => productBySlug(sandbox, SLUGS.clearOil);
const addOil = (key: string, count: number, note = '') =>
  shopper.post('/api/basket/data', variantForm(oil(), oil().price_type_data[0], { count, ...(note ? { note } : {}) }), { 'Idempotency-Key': key });
const oilCount = async () => (await shopper.basket()).basket.data.reduce((sum, line) => sum + line.count, 0);

describe('the sandbox keeps idempotency keys within bounds', () => {
  it('answers a key again for the same form sent with another multipart boundary, and refuses it for another change', async () => {
    expect((await addOil(KEY, 2)).status).toBe(200);
    const again = await addOil(KEY, 2);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await addOil(KEY, 3);
    expect(other.status).toBe(422);
    expect(((await other.json()) as { message: string }).message).toBe(REUSED);
    expect(await oilCount()).toBe(2);
  });

  it('keeps a hash of the change, not the change', async () => {
    const note = 'a-field-only-the-request-carried-'.repeat(40);
    expect((await addOil(KEY, 1, note)).status).toBe(200);
    const kept = sandbox.db().commerce.keptAnswers.get(`session:${shopper.sessionToken}`, KEY, clock);
    expect(kept).toBeDefined();
    expect(JSON.stringify(kept)).not.toContain('a-field-only-the-request-carried-');
    expect(kept!.change.length).toBeLessThan(64);
  });

  it('forgets a key after a day: the same key then makes its change again', async () => {
    await addOil(KEY, 1);
    clock += KEPT_FOR_MS - 60_000;
    expect((await addOil(KEY, 3)).status).toBe(422);
    clock += 120_000;
    expect((await addOil(KEY, 3)).status).toBe(200);
    expect(await oilCount()).toBe(4);
  });

  it(`keeps an owner's newest ${KEYS_PER_OWNER} keys, dropping the oldest`, async () => {
    const line = (await shopper.basket()) as BasketAnswer;
    expect(line.basket.data).toEqual([]);
    await addOil(KEY, 1);
    // Each later key's change is refused (a removal of a line the basket lacks) and kept all the same.
    for (let index = 0; index < KEYS_PER_OWNER; index += 1) {
      const reply = await shopper.post('/api/basket/delete', { id: 999_000 + index }, { 'Idempotency-Key': `${KEY.slice(0, 30)}-${index}` });
      expect(reply.status).toBeLessThan(500);
    }
    expect(sandbox.db().commerce.keptAnswers.keysOf(`session:${shopper.sessionToken}`)).toBe(KEYS_PER_OWNER);
    // The first key is gone: sent again it is a new change, made again.
    expect((await addOil(KEY, 1)).headers.get('idempotent-replayed')).toBeNull();
    expect(await oilCount()).toBe(2);
    // The newest is still kept.
    const newest = await shopper.post('/api/basket/delete', { id: 999_000 + KEYS_PER_OWNER - 1 }, { 'Idempotency-Key': `${KEY.slice(0, 30)}-${KEYS_PER_OWNER - 1}` });
    expect(newest.headers.get('idempotent-replayed')).toBe('true');
  });
});
