import type { Job } from '@/modules/jobs/contract';
import { VISITOR } from '@/modules/offline/owner';
import type { BasketAnswer } from '@/modules/basket/contract';
import { newChange, sendWaiting, waitingChanges } from '@/modules/offline/change-queue';
import { sendChange } from '@/modules/offline/send-change';
import { sendQueued } from '@/modules/offline/send-queued';
import { memoryStore, queue, variantPairs } from './queue-helpers';
import { BROWSER_ORIGIN, server } from '../msw/server';

/** Quantity changes, removals and job lines made offline (docs/offline.md): order, once, refusals. */

const DEMO = { email: 'customer@example.com', password: 'Sandbox-pass-1' };
const JOB_ID = 2;


const variant = variantPairs;

const post = async <T>(path: string, fields: [string, string][] = []) =>
  (await (await fetch(`${BROWSER_ORIGIN}/api/${path}`, { method: 'POST', body: new URLSearchParams(fields) })).json()) as T;

const basketLines = async () => (await post<BasketAnswer>('basket')).basket.data;
const job = async (id = JOB_ID) => (await post<{ data: Job }>('jobs/view', [['job_id', String(id)]])).data;


/** Counts the calls that reach the door for `path`. */
function countCalls(path: string) {
  const seen = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (request.url === `${BROWSER_ORIGIN}/api/${path}`) seen.count += 1;
  };
  server.events.on('request:start', listener);
  return seen;
}

beforeEach(async () => {
  await fetch(`${BROWSER_ORIGIN}/api/default/session`);
});

describe('basket quantity and removal queued offline', () => {
  it('sends an add, a count and a removal in the order they were made', async () => {
    const store = memoryStore();
    const oil = await variant('nordwood-pure-led-hardwax-oil');
    const pad = await variant('nordwood-applicator-pad-kit');
    await post('basket/data', [...pad, ['count', '1']]);
    const padLine = (await basketLines())[0];
    await queue(
      store,
      newChange('add', '/basket/data', [...oil, ['count', '1']], '1 × Oil'),
      newChange('quantity', '/basket', [...oil, ['count', '6']], 'Quantity of Oil: 6', { count: 6 }),
      newChange('remove', '/basket/delete', [['id', String(padLine.id)]], 'Remove Pad kit', { lineId: padLine.id }),
    );
    const { made } = await sendQueued(VISITOR, store);
    expect(made.map(({ change }) => change.label)).toEqual(['1 × Oil', 'Quantity of Oil: 6', 'Remove Pad kit']);
    expect((await basketLines()).map((line) => [line.product.slug, line.count])).toEqual([['nordwood-pure-led-hardwax-oil', 6]]);
  });

  it('sends each change once when the page and the worker start sending at the same moment', async () => {
    const store = memoryStore();
    const oil = await variant('nordwood-pure-led-hardwax-oil');
    await queue(store, newChange('add', '/basket/data', [...oil, ['count', '2']], '2 × Oil'), newChange('quantity', '/basket', [...oil, ['count', '5']], 'Quantity of Oil: 5'));
    const adds = countCalls('basket/data');
    const counts = countCalls('basket');
    const [page, worker] = await Promise.all([sendQueued(VISITOR, store), sendQueued(VISITOR, store)]);
    expect(page.made.length + worker.made.length).toBe(2);
    expect([adds.count, counts.count]).toEqual([1, 1]);
    expect((await basketLines()).map((line) => line.count)).toEqual([5]);
  });

  it('keeps a removal the shop refuses (the line went meanwhile) with its reason, and sends the changes after it', async () => {
    const store = memoryStore();
    const oil = await variant('nordwood-pure-led-hardwax-oil');
    await queue(store, newChange('remove', '/basket/delete', [['id', '987654']], 'Remove Oil'), newChange('add', '/basket/data', [...oil, ['count', '3']], '3 × Oil'));
    const { made, refused } = await sendQueued(VISITOR, store);
    expect(refused.map(({ label, refused: reason }) => [label, reason])).toEqual([['Remove Oil', 'This item is no longer in your basket.']]);
    expect(made).toHaveLength(1);
    expect((await waitingChanges(store)).map((change) => change.label)).toEqual(['Remove Oil']);
    expect((await basketLines()).map((line) => line.count)).toEqual([3]);
  });
});

describe('job lines queued offline', () => {
  beforeEach(async () => {
    await post('user/login', [
      ['email', DEMO.email],
      ['password', DEMO.password],
    ]);
  });

  it('adds a line and sets another’s count in order, each once even when sent again after a lost answer', async () => {
    const store = memoryStore();
    const before = await job();
    const first = before.lines[0];
    const stain = await variant('arboris-lumen-clear-oil');
    await queue(
      store,
      newChange('job-line', '/jobs/lines/add', [['job_id', String(JOB_ID)], ...stain, ['count', '2']], 'Job: 2 × Clear oil', { jobId: JOB_ID }),
      newChange('job-line', '/jobs/lines/update', [['job_id', String(JOB_ID)], ['line_id', String(first.id)], ['count', '7']], 'Job: first × 7', { jobId: JOB_ID, lineId: first.id, count: 7 }),
    );
    // The dashboard makes the add; its answer never reaches the device, so the queue keeps it.
    await sendWaiting(
      store,
      async (change) => {
        await sendChange(change);
        return { unanswered: true };
      },
      VISITOR,
    );
    const { made } = await sendQueued(VISITOR, store);
    expect(made).toHaveLength(2);
    const after = await job();
    expect(after.lines.filter((line) => line.slug === 'arboris-lumen-clear-oil').map((line) => line.count)).toEqual([2]);
    expect(after.lines.find((line) => line.id === first.id)?.count).toBe(7);
    expect(after.lines).toHaveLength(before.lines.length + 1);
  });

  it('keeps a line for a job deleted meanwhile as refused, with the product in its label', async () => {
    const store = memoryStore();
    const stain = await variant('arboris-lumen-clear-oil');
    await queue(store, newChange('job-line', '/jobs/lines/add', [['job_id', String(JOB_ID)], ...stain, ['count', '1']], 'Miller kitchen: 1 × Arboris Lumen Clear Oil', { jobId: JOB_ID }));
    await post('jobs/delete', [['job_id', String(JOB_ID)]]);
    const { refused } = await sendQueued(VISITOR, store);
    expect(refused.map(({ label, refused: reason }) => [label, reason])).toEqual([['Miller kitchen: 1 × Arboris Lumen Clear Oil', 'Job not found.']]);
    // Kept for the customer to see, and not sent again.
    expect((await sendQueued(VISITOR, store)).made).toEqual([]);
    expect(await waitingChanges(store)).toHaveLength(1);
  });
});
