// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Job } from '@/modules/jobs/contract';
import type { Product } from '@/modules/catalogue/contract';
import { callDoor, cookieHeaderFrom, signIn } from './door-helpers';

/** docs/contract.md §11: a job line added or changed offline is sent with its key and made once. */

const KEY = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const JOB_ID = '1';

async function customer() {
  return cookieHeaderFrom(await signIn());
}

async function variantFields(slug: string): Promise<Record<string, string>> {
  const item = ((await (await callDoor(`products/by-slug?slug=${slug}`)).json()) as { data: Product }).data;
  const price = item.price_type_data[0];
  return { products_id: String(item.id), price_id: String(price.id), price_type_id: String(price.id), tag_id: String(price.tag_id), type_id: String(price.type_id), 'color_id[]': String(item.color[0]?.id ?? 1) };
}

const send = (cookie: string, path: string, fields: Record<string, string>, key = KEY) =>
  callDoor(path, { method: 'POST', body: new URLSearchParams(fields), cookie, headers: { 'Idempotency-Key': key } });

async function job(cookie: string): Promise<Job> {
  return ((await (await callDoor('jobs/view', { method: 'POST', body: new URLSearchParams({ job_id: JOB_ID }), cookie })).json()) as { data: Job }).data;
}

const countOf = (found: Job, productId: string) => found.lines.filter((line) => String(line.products_id) === productId).map((line) => line.count);

describe('door and sandbox: Idempotency-Key on job lines', () => {
  it('adds a line sent twice with one key once, answering the same both times', async () => {
    const cookie = await customer();
    const variant = await variantFields('arboris-lumen-clear-oil');
    const fields = { job_id: JOB_ID, ...variant, count: '2' };
    const first = await send(cookie, 'jobs/lines/add', fields);
    const again = await send(cookie, 'jobs/lines/add', fields);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(countOf(await job(cookie), variant.products_id)).toEqual([2]);
  });

  it('sets a line’s count once per key, and refuses the key for another count', async () => {
    const cookie = await customer();
    const line = (await job(cookie)).lines[0];
    const setTo = (count: number) => send(cookie, 'jobs/lines/update', { job_id: JOB_ID, line_id: String(line.id), count: String(count) });
    expect((await setTo(line.count === 5 ? 6 : 5)).status).toBe(200);
    expect((await setTo(line.count === 5 ? 6 : 5)).status).toBe(200);
    const reused = await setTo(9);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ message: 'This Idempotency-Key was already used for another change.' });
    expect((await job(cookie)).lines[0].count).toBe(line.count === 5 ? 6 : 5);
  });

  it('removes a line sent twice with one key once: the repeat answers the removal, not "no longer in the job"', async () => {
    const cookie = await customer();
    const before = await job(cookie);
    const fields = { job_id: JOB_ID, line_id: String(before.lines[0].id) };
    const first = await send(cookie, 'jobs/lines/delete', fields);
    const again = await send(cookie, 'jobs/lines/delete', fields);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect((await job(cookie)).lines).toHaveLength(before.lines.length - 1);
  });

  it('refuses a malformed key on a job line at the door, before the job changes', async () => {
    const cookie = await customer();
    const before = await job(cookie);
    const answer = await send(cookie, 'jobs/lines/update', { job_id: JOB_ID, line_id: String(before.lines[0].id), count: '3' }, 'not a key');
    expect(answer.status).toBe(400);
    expect((await job(cookie)).lines[0].count).toBe(before.lines[0].count);
  });
});
