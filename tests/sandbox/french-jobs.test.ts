// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxApp } from '@sandbox/app';
import type { JobShareCreated, SharedJob } from '@/modules/jobs/contract';
import { Caller, json, startSandbox } from './commerce-fixtures';
import { demo, demoKitchen, expectJob } from './jobs-fixtures';

/** docs/contract.md §12: a job's lines in the language asked, as an order's are. */

const FR = { 'accept-language': 'fr-CA' };
const OIL = 'nordwood-pure-led-hardwax-oil';

let sandbox: SandboxApp;
let owner: Awaited<ReturnType<typeof demo>>;
let kitchenId: number;

beforeEach(async () => {
  sandbox = startSandbox();
  ({ owner, kitchenId } = await demoKitchen(sandbox));
});

const oilLine = <L extends { slug: string }>(job: { lines: L[] }) => job.lines.find((line) => line.slug === OIL)!;

describe('a job in French (docs/contract.md §12)', () => {
  it('answers its lines’ names, colours and sheets in French, each line with its locale, and says so in its headers', async () => {
    const reply = await owner.post('/api/jobs/view', { job_id: kitchenId }, FR);
    expect(reply.headers.get('content-language')).toBe('fr-CA');
    expect(reply.headers.get('vary')).toContain('Accept-Language');
    const job = await expectJob(reply);
    const line = oilLine(job);
    expect(line).toMatchObject({ product_title: 'Huile-cire dure DEL Nordwood Pure', tag_name: 'Mat', locale: 'fr-CA' });
    expect(line.technical_data).toEqual([
      { title: 'Fiche technique', path: `/uploads/pdf/technical/${OIL}-tds.fr.pdf`, locale: 'fr-CA' },
      { title: 'Fiche de données de sécurité (FDS)', path: `/uploads/pdf/technical/${OIL}-sds.fr.pdf`, locale: 'fr-CA' },
    ]);
    // The customer's own words stay as typed; the figures are the English answer's.
    const english = await expectJob(await owner.post('/api/jobs/view', { job_id: kitchenId }));
    expect(job.name).toBe(english.name);
    expect(job.lines.map((l) => [l.id, l.count, l.price, l.line_total])).toEqual(english.lines.map((l) => [l.id, l.count, l.price, l.line_total]));
    expect(job.total).toBe(english.total);
  });

  it('answers in English byte for byte without the header, as a dashboard without the extension does', async () => {
    const reply = await owner.post('/api/jobs/view', { job_id: kitchenId });
    expect(reply.headers.get('content-language')).toBeNull();
    const line = oilLine(await expectJob(reply));
    expect(line).not.toHaveProperty('locale');
    expect(line.product_title).toBe('Nordwood Pure LED Hardwax Oil');
    expect(line.technical_data.map((sheet) => sheet.title)).toEqual(['Technical data sheet', 'Safety data sheet']);
  });

  it('answers a line change in the language asked', async () => {
    const before = oilLine(await expectJob(await owner.post('/api/jobs/view', { job_id: kitchenId })));
    const job = await expectJob(await owner.post('/api/jobs/lines/update', { job_id: kitchenId, line_id: before.id, count: 3 }, FR));
    expect(oilLine(job)).toMatchObject({ count: 3, product_title: 'Huile-cire dure DEL Nordwood Pure', locale: 'fr-CA' });
  });

  it('answers the crew’s read in French when asked, without prices', async () => {
    const link = (await json<{ data: JobShareCreated }>(await owner.post('/api/jobs/share', { job_id: kitchenId }))).data;
    const reply = await new Caller(sandbox).post('/api/jobs/shared', { token: link.token }, FR);
    expect(reply.headers.get('content-language')).toBe('fr-CA');
    const { data } = await json<{ data: SharedJob }>(reply);
    expect(oilLine(data)).toMatchObject({ product_title: 'Huile-cire dure DEL Nordwood Pure', locale: 'fr-CA' });
    expect(oilLine(data)).not.toHaveProperty('price');
  });
});
