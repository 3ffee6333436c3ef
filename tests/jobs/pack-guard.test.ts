// @vitest-environment node
/**
 * The job pack cannot be used to exhaust the shop (docs/jobs.md "Packs within bounds"): limited per account and
 * per client, capped per instance, stopped when the customer leaves, its sheets kept in the sheet
 * cache, and each sheet's document let go once its pages are copied.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { http } from 'msw';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as ownerPackRoute } from '@/app/[locale]/account/jobs/[id]/pack/route';
import { forgetCachedSheets } from '@/modules/jobs/server/sheet-cache';
import { SANDBOX_ORIGIN, sandbox, server } from '../msw/server';
import { stampedPeer } from '../door/peer-stamp';
import { serverCookies, serverJar, signInAs } from './pack-harness';
import { loadPdf } from './pdf-text';

vi.mock('next/headers', () => ({ cookies: async () => serverCookies() }));

/** The demo customer's seeded "Miller kitchen": two sheets. */
const MILLER_KITCHEN = 2;

const download = (peer: string, signal?: AbortSignal) =>
  ownerPackRoute(new Request(`http://localhost:3000/account/jobs/${MILLER_KITCHEN}/pack`, { headers: stampedPeer(peer), signal }), {
    params: Promise.resolve({ locale: 'en', id: String(MILLER_KITCHEN) }),
  });

/** Every sheet the dashboard is asked for from now on; `hold` makes the next asks wait until released. */
function watchSheets() {
  const asked: string[] = [];
  let gate: Promise<void> | null = null;
  let open = () => {};
  const onAsk: Array<(count: number) => Promise<void>> = [];
  server.use(
    http.get(`${SANDBOX_ORIGIN}/uploads/*`, async ({ request }) => {
      asked.push(new URL(request.url).pathname);
      for (const listener of onAsk) await listener(asked.length);
      if (gate) await gate;
      return sandbox.app.fetch(request);
    }),
  );
  return {
    asked: () => asked,
    hold: () => {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => {
      gate = null;
      open();
    },
    onAsk: (listener: (count: number) => Promise<void>) => onAsk.push(listener),
  };
}

const until = async (check: () => boolean) => {
  for (let tries = 0; !check(); tries += 1) {
    if (tries > 500) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

beforeEach(async () => {
  // Each test signs in afresh (a new key: a new account count) and asks from clients of its own.
  vi.stubEnv('DOOR_LIMIT_JOB_PACKS_PER_ACCOUNT', '3');
  vi.stubEnv('DOOR_LIMIT_JOB_PACKS_PER_CLIENT', '2');
  forgetCachedSheets();
  serverJar.apiKey = '';
  await signInAs();
});

afterEach(() => vi.unstubAllEnvs());

describe('job packs within limits', () => {
  it('are limited per client and per account, with Retry-After and a message to read', async () => {
    expect((await download('203.0.113.50')).status).toBe(200);
    expect((await download('203.0.113.50')).status).toBe(200);
    // The client's two are spent; the refused one spends nothing of the account's.
    const perClient = await download('203.0.113.50');
    expect(perClient.status).toBe(429);
    expect(Number(perClient.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await perClient.text()).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    // From another client the account's third is made; its fourth, from a third client, is not.
    expect((await download('203.0.113.51')).status).toBe(200);
    const perAccount = await download('203.0.113.52');
    expect(perAccount.status).toBe(429);
    expect(perAccount.headers.get('retry-after')).not.toBeNull();
  });

  it('are capped per instance: one more than JOB_PACK_MAX_IN_FLIGHT at once is 503 with Retry-After', async () => {
    vi.stubEnv('JOB_PACK_MAX_IN_FLIGHT', '1');
    const sheets = watchSheets();
    sheets.hold();
    const first = download('203.0.113.60');
    await until(() => sheets.asked().length === 1);
    const second = await download('203.0.113.61');
    expect(second.status).toBe(503);
    expect(second.headers.get('retry-after')).toBe('10');
    expect(await second.text()).toBe('Many job packs are being made right now. Try again in a few seconds.');
    sheets.release();
    expect((await first).status).toBe(200);
    // The refused one spent nothing of its customer's limit, and the slot is free again.
    expect((await download('203.0.113.61')).status).toBe(200);
  });

  it('stop asking for sheets when the customer leaves', async () => {
    const sheets = watchSheets();
    sheets.hold();
    const leaving = new AbortController();
    const answer = download('203.0.113.70', leaving.signal);
    await until(() => sheets.asked().length === 1);
    leaving.abort();
    sheets.release();
    expect((await answer).status).toBe(499);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Miller kitchen has two sheets: the second is never asked for.
    expect(sheets.asked()).toHaveLength(1);
  });

  it('take sheets another pack fetched from the sheet cache', async () => {
    const sheets = watchSheets();
    const first = await download('203.0.113.80');
    expect(sheets.asked()).toHaveLength(2);
    const second = await download('203.0.113.81');
    expect(sheets.asked()).toHaveLength(2);
    const pages = async (answer: Response) => (await loadPdf(await answer.arrayBuffer())).getPageCount();
    expect(await pages(second)).toBe(await pages(first));
  });

  it('let each sheet’s document go once its pages are copied', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const loaded: WeakRef<PDFDocument>[] = [];
    // Wrapped by hand: a spy would keep every document it returned.
    const load = PDFDocument.load;
    PDFDocument.load = async (...args) => {
      const document = await load.apply(PDFDocument, args);
      loaded.push(new WeakRef(document));
      return document;
    };
    onTestFinished(() => void (PDFDocument.load = load));
    const sheets = watchSheets();
    let firstSheetLiving: boolean | null = null;
    sheets.onAsk(async (count) => {
      if (count !== 2) return;
      // The second sheet is being fetched: the first one's document has been copied in. A WeakRef's
      // target is kept until the task that made it ends, so the check waits for the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      gc();
      firstSheetLiving = loaded[0]?.deref() !== undefined;
    });
    expect((await download('203.0.113.90')).status).toBe(200);
    expect(loaded).toHaveLength(2);
    expect(firstSheetLiving).toBe(false);
  });
});
