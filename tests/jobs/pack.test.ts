// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as ownerPack } from '@/app/[locale]/account/jobs/[id]/pack/route';
import { GET as crewPackRoute } from '@/app/[locale]/jobs/shared/[token]/pack/route';
import { callLimitConfig } from '@/server/door/call-limits';
import { door } from '@/server/door/door';
import type { JobShareCreated } from '@/modules/jobs/contract';
import { assemblePack, jobPack, sheetsOf, type PackJob } from '@/modules/jobs/server/pack';
import { packFileName } from '@/modules/jobs/server/pack-answer';
import { packLimits } from '@/modules/jobs/server/pack-limits';
import { forgetCachedSheets } from '@/modules/jobs/server/sheet-cache';
import { fetchSheets, sheetUrl, type FetchedSheet } from '@/modules/jobs/server/sheet-source';
import { SANDBOX_ORIGIN, sandbox, server } from '../msw/server';
import { stampedPeer } from '../door/peer-stamp';
import { addCustomer, serverCookies, serverJar, sheetPages, signInAs } from './pack-harness';
import { loadPdf, pageText } from './pdf-text';

vi.mock('next/headers', () => ({ cookies: async () => serverCookies() }));

/** The demo customer's seeded "Miller kitchen" (sandbox/src/jobs/seed.ts). */
const MILLER_KITCHEN = 2;
const downloadPack = (id: string | number) => ownerPack(new Request(`http://localhost:3000/account/jobs/${id}/pack`), { params: Promise.resolve({ locale: 'en', id: String(id) }) });

beforeEach(() => {
  serverJar.apiKey = '';
  forgetCachedSheets();
});

async function millerJob(): Promise<PackJob> {
  const job = sandbox.db().jobs.jobs.find((j) => j.id === MILLER_KITCHEN)!;
  const { jobAnswer } = await import('@sandbox/jobs/answers');
  return jobAnswer(sandbox.db(), job, null);
}

describe('the job pack', () => {
  it('is the job’s summary page, then every data and safety sheet of its products, whole and in order', async () => {
    await signInAs();
    const answer = await downloadPack(MILLER_KITCHEN);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="job-pack-miller-kitchen.pdf"');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');

    const pack = await loadPdf(await answer.arrayBuffer());
    const sheets = sheetsOf(await millerJob());
    expect(sheets.map((s) => s.title)).toEqual(['Technical data sheet', 'Safety data sheet']);
    const pages = await Promise.all(sheets.map((s) => sheetPages(s.path)));
    expect(pack.getPageCount()).toBe(1 + pages[0] + pages[1]);
    expect(pack.getTitle()).toBe('Job pack: Miller kitchen');

    const summary = pageText(pack, 0);
    for (const text of ['Miller kitchen', 'Floor area: 45 m²', 'Coats: 2', 'Wood: Average (oak)', 'Laura Miller', '27 Orchard Road', 'Beverly, MA 01915']) {
      expect(summary).toContain(text);
    }
    expect(summary).toContain('1 × Nordwood Pure LED Hardwax Oil: Matte, 2.5 L');
    expect(summary).toContain('1 × Nordwood Pure LED Hardwax Oil: Matte, 1 L');
    expect(summary).toContain('1 × Nordwood Applicator and Buffing Pad Kit: Standard, Set of 3');
    expect(summary).toContain('Nordwood Pure LED Hardwax Oil: Safety data sheet');
    expect(summary).not.toContain('not available');
    // The sheets follow in the catalogue's order: the data sheet's first page, then the safety sheet's.
    expect(pageText(pack, 1)).toContain('Nordwood Pure LED Hardwax Oil - Technical Data Sheet');
    expect(pageText(pack, 1 + pages[0])).toContain('Nordwood Pure LED Hardwax Oil - Safety Data Sheet');
  });

  it('is only for the job’s owner: another customer’s, an unknown or a malformed id is 404; signed out goes to sign in', async () => {
    addCustomer('crew.lead@example.com');
    await signInAs('crew.lead@example.com');
    expect((await downloadPack(MILLER_KITCHEN)).status).toBe(404);
    await signInAs();
    expect((await downloadPack(999)).status).toBe(404);
    expect((await downloadPack('0x2')).status).toBe(404);
    serverJar.apiKey = '';
    const signedOut = await downloadPack(MILLER_KITCHEN);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe('/sign-in?redirect=%2Faccount%2Fjobs%2F2');
  });

  it('lists a sheet that fails or is no PDF as not available, and still makes the pack', async () => {
    server.use(
      http.get(`${SANDBOX_ORIGIN}/uploads/pdf/technical/nordwood-pure-led-hardwax-oil-sds.pdf`, () => new HttpResponse('<html>moved</html>', { headers: { 'content-type': 'application/pdf' } })),
      http.get(`${SANDBOX_ORIGIN}/uploads/pdf/technical/nordwood-pure-led-hardwax-oil-tds.pdf`, () => new HttpResponse(null, { status: 500 })),
    );
    await signInAs();
    const pack = await loadPdf(await (await downloadPack(MILLER_KITCHEN)).arrayBuffer());
    expect(pack.getPageCount()).toBe(1);
    const summary = pageText(pack, 0);
    expect(summary).toContain('Nordwood Pure LED Hardwax Oil: Technical data sheet (not available)');
    expect(summary).toContain('Nordwood Pure LED Hardwax Oil: Safety data sheet (not available)');
  });
});

describe('the sheets a pack fetches', () => {
  const HOSTILE = [
    'http://169.254.169.254/latest/meta-data/iam',
    'http://evil.test/uploads/x.pdf',
    '//evil.test/uploads/x.pdf',
    '/\\evil.test/uploads/x.pdf',
    `http://user:pass@${new URL(SANDBOX_ORIGIN).host}/uploads/x.pdf`,
    `${SANDBOX_ORIGIN}.evil.test/uploads/x.pdf`,
    'file:///etc/passwd',
    '/api/user/user-get',
    '/uploads/../api/user/user-get',
    '/uploads/%2e%2e/api/jobs',
    '/uploads/a%2f..%2f..%2fapi.pdf',
    '/uploads/a%252e.pdf',
    '/uploads/x.pdf?redirect=http://evil.test',
  ];

  it('come only from the dashboard’s /uploads/, whatever the catalogue says', () => {
    expect(sheetUrl('/uploads/pdf/technical/a-tds.pdf', SANDBOX_ORIGIN)).toBe(`${SANDBOX_ORIGIN}/uploads/pdf/technical/a-tds.pdf`);
    expect(sheetUrl(`${SANDBOX_ORIGIN}/uploads/pdf/a b.pdf`, SANDBOX_ORIGIN)).toBe(`${SANDBOX_ORIGIN}/uploads/pdf/a%20b.pdf`);
    for (const path of HOSTILE) expect(sheetUrl(path, SANDBOX_ORIGIN), path).toBeNull();
  });

  it('never asks another host, even when the catalogue lists one, and says which sheet is missing', async () => {
    const asked: string[] = [];
    server.use(http.all('http://evil.test/*', ({ request }) => (asked.push(request.url), HttpResponse.text('%PDF-1.4'))));
    server.use(http.all('http://169.254.169.254/*', ({ request }) => (asked.push(request.url), HttpResponse.text('%PDF-1.4'))));
    const job = await millerJob();
    for (const line of job.lines) line.technical_data = HOSTILE.map((path, n) => ({ title: `Sheet ${n}`, path }));
    const pack = await loadPdf(await jobPack(job));
    expect(asked).toEqual([]);
    expect(pack.getPageCount()).toBe(1);
    expect(pageText(pack, 0)).toContain('Nordwood Pure LED Hardwax Oil: Sheet 0 (not available)');
  });

  it('stop at the count, size and time limits', async () => {
    const sheets = sheetsOf(await millerJob());
    const limits = packLimits({});
    const available = async (fetched: Promise<FetchedSheet[]>) => (await fetched).map((s) => s.available);
    expect(await available(fetchSheets(sheets, { ...limits, maxSheets: 1 }, { dashboard: SANDBOX_ORIGIN }))).toEqual([true, false]);
    // The first sheet is in the sheet cache now, and still too large for this limit.
    expect(await available(fetchSheets(sheets, { ...limits, maxSheetBytes: 200 }, { dashboard: SANDBOX_ORIGIN }))).toEqual([false, false]);
    let tdsBytes = 0;
    await fetchSheets(sheets.slice(0, 1), limits, { dashboard: SANDBOX_ORIGIN, take: async (_sheet, pdf) => void (tdsBytes = (await pdf.save()).byteLength) });
    expect(tdsBytes).toBeGreaterThan(200);
    forgetCachedSheets();
    server.use(http.get(`${SANDBOX_ORIGIN}/uploads/*`, async () => (await delay(5_000), new HttpResponse(null, { status: 404 }))));
    const started = Date.now();
    expect(await available(fetchSheets(sheets, { ...limits, deadlineMs: 300 }, { dashboard: SANDBOX_ORIGIN }))).toEqual([false, false]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('names the file in plain ASCII', async () => {
    expect(packFileName('Müller kitchen / "hall" 🪵')).toBe('job-pack-muller-kitchen-hall.pdf');
    expect(packFileName('🪵🪵')).toBe('job-pack-job.pdf');
    const pack = await loadPdf(await assemblePack({ ...(await millerJob()), name: 'Łódź loft 🪵' }, async () => []));
    expect(pack.getTitle()).toBe('Job pack: Łódź loft 🪵');
    expect(pageText(pack, 0)).toContain('?ód? loft ?');
  });
});

describe('the job pack by a crew link', () => {
  const crewPack = (token: string, peer = '203.0.113.30') =>
    crewPackRoute(new Request(`http://localhost:3000/jobs/shared/${token}/pack`, { headers: stampedPeer(peer) }), { params: Promise.resolve({ locale: 'en', token }) });

  async function share() {
    await signInAs();
    const answer = await door(new Request('http://localhost:3000/api/jobs/share', { method: 'POST', body: new URLSearchParams({ job_id: String(MILLER_KITCHEN) }), headers: { cookie: `lf_auth=${encodeURIComponent(serverJar.apiKey)}` } }));
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: JobShareCreated }).data;
  }

  it('downloads the same pack without an account, until the link is revoked', async () => {
    const link = await share();
    serverJar.apiKey = '';
    const answer = await crewPack(link.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const pack = await loadPdf(await answer.arrayBuffer());
    expect(pack.getPageCount()).toBeGreaterThan(1);
    expect(pageText(pack, 0)).toContain('27 Orchard Road');

    const swapped = [...link.token].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())).join('');
    expect((await crewPack(swapped)).status).toBe(404);
    sandbox.db().jobs.shares.find((s) => s.id === link.id)!.revoked = true;
    expect((await crewPack(link.token)).status).toBe(404);
  });

  it('counts every try per client, so a guesser is stopped at the crew-links limit', async () => {
    const { perClient } = callLimitConfig({}).crewLinks;
    for (let n = 0; n < perClient; n++) expect((await crewPack('x'.repeat(43), '203.0.113.31')).status).toBe(404);
    expect((await crewPack('x'.repeat(43), '203.0.113.31')).status).toBe(429);
    expect((await crewPack('x'.repeat(43), '203.0.113.32')).status).toBe(404);
  });
});
