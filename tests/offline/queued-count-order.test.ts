/**
 * No count goes back, for a quantity that waited on the device (docs/offline.md,
 * docs/architecture.md §1, the door's count order): the customer sets 5 with signal (held on its
 * way), the signal goes, the page is opened again and they set 3, which waits; the signal returns
 * and 3 is sent, by the page or by the worker's Background Sync, and only then does 5 land. The
 * dashboard must end with 3, the customer's last choice.
 */
import { vi } from 'vitest';
import { newChange, waitingChanges } from '@/modules/offline/change-queue';
import { idbQueueStore } from '@/modules/offline/idb-queue-store';
import { VISITOR } from '@/modules/offline/owner';
import { sendQueued, SYNC_TAG } from '@/modules/offline/send-queued';
import { createQuantitySender } from '@/modules/basket/quantity-sender';
import { sendChangesOnSync } from '@/modules/offline/service-worker/sync-changes';
import { COUNT_ORDER_FORMAT, COUNT_ORDER_HEADER } from '@/shared/api/count-order';
import type { BasketAnswer, BasketLine } from '@/modules/basket/contract';
import { makeStore } from '@/shared/store/store';
import { dashboardCount, holdAtTheDashboard, holdBeforeTheDoor } from '../basket/held-writes';
import { BROWSER_ORIGIN, server } from '../msw/server';
import { variantPairs } from './queue-helpers';

// The device's IndexedDB (none in jsdom), in memory: the page's and the worker's code read the same queue.
vi.mock('@/modules/offline/idb-queue-store', async () => ({ idbQueueStore: (await import('./queue-helpers')).memoryStore() }));

const OIL_SLUG = 'nordwood-pure-led-hardwax-oil';

const post = async <T>(path: string, fields: [string, string][] = []) =>
  (await (await fetch(`${BROWSER_ORIGIN}/api/${path}`, { method: 'POST', body: new URLSearchParams(fields) })).json()) as T;

async function oilLine(): Promise<BasketLine> {
  await post('basket/data', [...(await variantPairs(OIL_SLUG)), ['count', '1']]);
  return (await post<BasketAnswer>('basket')).basket.data[0];
}

/** A page's quantity control for `line`; `idle` settles once nothing of it is waiting or on its way. */
function quantityControl(line: BasketLine) {
  let idle = () => {};
  const settled = new Promise<void>((resolve) => (idle = resolve));
  return { sender: createQuantitySender(line, makeStore().dispatch, () => idle()), idle: settled };
}

function withoutSignal() {
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onTestFinished(() => online.mockRestore());
  return () => online.mockRestore();
}

/** The service worker's Background Sync (sync-changes.ts) in a stand-in worker scope, for the visitor. */
async function workerSync(): Promise<void> {
  const worker = Object.assign(new EventTarget(), {
    // The Cookie Store API: no profile cookie, so the visitor is who is there.
    cookieStore: { get: async () => null },
    clients: { matchAll: async () => [] },
  });
  sendChangesOnSync(worker as unknown as ServiceWorkerGlobalScope);
  let done: Promise<unknown> | undefined;
  worker.dispatchEvent(Object.assign(new Event('sync'), { tag: SYNC_TAG, waitUntil: (work: Promise<unknown>) => (done = work) }));
  if (!done) throw new Error('The worker took no sync.');
  await done;
}

/** The Count-Order headers the door is sent for /basket from now on. */
function countOrdersSent() {
  const sent: (string | null)[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url === `${BROWSER_ORIGIN}/api/basket`) sent.push(request.headers.get(COUNT_ORDER_HEADER));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return sent;
}

const SENDERS = { 'the page': () => sendQueued(VISITOR).then(() => undefined), "the worker's Background Sync": workerSync };

beforeEach(async () => {
  await fetch(`${BROWSER_ORIGIN}/api/default/session`);
  for (const change of await waitingChanges(idbQueueStore)) await idbQueueStore.remove(change.key);
});

describe.each(Object.entries(SENDERS))('a quantity queued without signal, sent by %s', (_, sendWaiting) => {
  it.each([
    ['reaches the door after it', holdBeforeTheDoor],
    ['reaches the dashboard after it', holdAtTheDashboard],
  ])('keeps its count when the earlier write made with signal %s', async (_where, hold) => {
    const line = await oilLine();
    const held = hold();
    const first = quantityControl(line);
    first.sender.schedule(5);
    first.sender.flush();
    await vi.waitFor(() => expect(held.isHolding()).toBe(true));

    const online = withoutSignal();
    const reopened = quantityControl(line);
    reopened.sender.schedule(3);
    reopened.sender.flush();
    await reopened.idle;
    expect((await waitingChanges(idbQueueStore)).map((change) => change.count)).toEqual([3]);

    online();
    await sendWaiting();
    expect(await waitingChanges(idbQueueStore)).toEqual([]);
    held.release();
    await first.idle;
    expect(held.made()).toContain('5');
    expect(await dashboardCount()).toBe(3);
  });
});

describe('the count order a queued quantity is sent with', () => {
  it('is the one recorded when the customer made it, sent by the worker as the header', async () => {
    const line = await oilLine();
    const online = withoutSignal();
    const control = quantityControl(line);
    control.sender.schedule(4);
    control.sender.flush();
    await control.idle;
    const [change] = await waitingChanges(idbQueueStore);
    expect(change.countOrder).toMatch(COUNT_ORDER_FORMAT);

    online();
    const sent = countOrdersSent();
    await workerSync();
    expect(sent).toEqual([change.countOrder]);
    expect(await dashboardCount()).toBe(4);
  });

  it('is none for a quantity kept before the order was recorded, which still goes', async () => {
    const line = await oilLine();
    const fields: [string, string][] = [...(await variantPairs(OIL_SLUG)), ['count', '6']];
    const kept = newChange('quantity', '/basket', fields, 'Quantity of Oil set to 6', { lineId: line.id, count: 6 });
    await idbQueueStore.put(kept);
    const sent = countOrdersSent();
    await workerSync();
    expect(sent).toEqual([null]);
    expect(await dashboardCount()).toBe(6);
  });
});
