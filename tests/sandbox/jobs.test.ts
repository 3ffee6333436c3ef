// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxApp } from '@sandbox/app';
import type { Job, JobSummary } from '@/modules/jobs/contract';
import { Caller, productBySlug, startSandbox, visitor } from './commerce-fixtures';
import { createJob, demo, expectError, expectJob, lineForm, MAX_MESSAGE, otherCustomer, SITE, SLUGS } from './jobs-fixtures';

let sandbox: SandboxApp;
let owner: Awaited<ReturnType<typeof demo>>;

beforeEach(async () => {
  sandbox = startSandbox();
  owner = await demo(sandbox);
});

const list = async (caller: Caller) => ((await (await caller.get('/api/jobs')).json()) as { data: JobSummary[] }).data;
const view = async (caller: Caller, jobId: number) => expectJob(await caller.post('/api/jobs/view', { job_id: jobId }));

describe('the demo customer’s seeded jobs', () => {
  it('lists the planned Miller kitchen and the finished Harbor Street loft with its order and spend', async () => {
    const jobs = await list(owner);
    expect(jobs.map((job) => [job.name, job.status, job.lines_count, job.orders_count])).toEqual([
      ['Miller kitchen', 'planned', 3, 0],
      ['Harbor Street loft', 'done', 3, 1],
    ]);
    const loft = await view(owner, jobs[1].id);
    const order = sandbox.db().commerce.orders.find((o) => o.order_id === 9003)!;
    expect(loft.orders).toEqual([{ order_id: 9003, created_at: order.paid_at, status: 'paid', total: order.total, reference: 'Harbor Street loft' }]);
    expect(loft.spent).toBe(order.total);

    const kitchen = await view(owner, jobs[0].id);
    expect(kitchen).toMatchObject({ area: 45, area_unit: 'm2', coats: 2, porosity: 'average', site: { city: 'Beverly', state_code: 'MA' } });
    const oil = productBySlug(sandbox, SLUGS.clearOil);
    expect(kitchen.lines[0]).toMatchObject({ slug: oil.slug, type_name: '2.5 L', sold: true, img: oil.img, technical_data: oil.technical_data });
    expect(kitchen.total).toBe(kitchen.lines.reduce((sum, line) => sum + line.price! * line.count, 0));
  });
});

describe('creating, editing and deleting a job', () => {
  it('creates a job from a name alone: no site, area, porosity or coats yet, planned', async () => {
    const job = await createJob(owner, { name: '  Ortiz   hallway ' });
    expect(job).toMatchObject({
      name: 'Ortiz hallway',
      site: null,
      area: null,
      area_unit: 'm2',
      porosity: null,
      coats: null,
      notes: '',
      status: 'planned',
      lines: [],
      total: 0,
      orders: [],
      shares: [],
      spent: 0,
    });
    expect((await list(owner))[0].id).toBe(job.id);
  });

  it('keeps a Canadian site under the delivery address rules, the area in ft², porosity, coats and notes', async () => {
    const job = await createJob(owner, {
      name: 'Tremblay condo',
      ...SITE,
      country: 'CA',
      state: 'Ontario',
      state_code: 'ON',
      city: 'Toronto',
      zip: 'm5v 2t6',
      area: '484.38',
      area_unit: 'ft2',
      porosity: 'porous',
      coats: '3',
      notes: 'Pine boards.\r\nThird coat after the buff.',
    });
    expect(job).toMatchObject({ area: 484.38, area_unit: 'ft2', porosity: 'porous', coats: 3, notes: 'Pine boards.\nThird coat after the buff.' });
    expect(job.site).toMatchObject({ country: 'CA', state: 'Ontario', state_code: 'ON', zip: 'M5V 2T6', take_by_myself: 0 });
  });

  it('renames, marks in progress and done, and changes only the groups sent', async () => {
    const created = await createJob(owner, { name: 'Basement', ...SITE, area: 30, coats: 2, notes: 'Keep' });
    const renamed = await expectJob(await owner.post('/api/jobs/update', { job_id: created.id, name: 'Basement gym' }));
    expect(renamed).toMatchObject({ name: 'Basement gym', area: 30, coats: 2, notes: 'Keep', site: { zip: SITE.zip } });
    for (const status of ['in_progress', 'done'] as const) {
      expect((await expectJob(await owner.post('/api/jobs/update', { job_id: created.id, status }))).status).toBe(status);
    }
    const cleared = await expectJob(await owner.post('/api/jobs/update', { job_id: created.id, area: '', coats: '', street1: '', city: '', zip: '', country: '', state: '', state_code: '', first_name: '', last_name: '', phone: '', street2: '' }));
    expect(cleared).toMatchObject({ area: null, coats: null, site: null, status: 'done', name: 'Basement gym' });
  });

  it('deletes a job: it is gone, and its orders keep their reference without pointing at it', async () => {
    const [, loft] = await list(owner);
    const reply = await owner.post('/api/jobs/delete', { job_id: loft.id });
    expect(await reply.json()).toEqual({ success: true, message: 'The job has been deleted.' });
    await expectError(await owner.post('/api/jobs/view', { job_id: loft.id }), 404);
    const { data } = (await (await owner.post('/api/order', { order_id: 9003 })).json()) as { data: { reference: string; job_id: number | null } };
    expect([data.reference, data.job_id]).toEqual(['Harbor Street loft', null]);
  });
});

describe('validation (the contract’s texts)', () => {
  const errorsOf = async (fields: Record<string, string | number>) => (await expectError(await owner.post('/api/jobs/create', { name: 'Valid name', ...fields }), 422)).errors;

  it('requires a name, at most 80 characters counted as a person counts them, without hidden characters', async () => {
    expect(await errorsOf({ name: '   ' })).toEqual({ name: 'Name is required' });
    expect(await errorsOf({ name: 'x'.repeat(81) })).toEqual({ name: 'Name must be at most 80 characters' });
    expect((await createJob(owner, { name: '🪵'.repeat(80) })).name).toHaveLength(160);
    // A right-to-left override would make "Miller" read as another name on the invoice.
    for (const name of ['Miller\u202Ekitchen', 'Miller\u200Bkitchen', 'Miller\u0000']) {
      expect(await errorsOf({ name })).toEqual({ name: 'Name must not contain control or formatting characters' });
    }
  });

  it('refuses a second job of the same name, in any case, spacing or Unicode form', async () => {
    await createJob(owner, { name: 'Café Rossi' });
    for (const name of ['café rossi', ' CAFÉ   ROSSI ', 'Cafe\u0301 Rossi']) {
      expect(await errorsOf({ name })).toEqual({ name: 'You already have a job with this name.' });
    }
    const other = await createJob(owner, { name: 'Café Rossi 2' });
    const rename = await owner.post('/api/jobs/update', { job_id: other.id, name: 'CAFÉ ROSSI' });
    expect((await expectError(rename, 422)).errors).toEqual({ name: 'You already have a job with this name.' });
    // Keeping its own name is no clash.
    expect((await expectJob(await owner.post('/api/jobs/update', { job_id: other.id, name: 'café rossi 2' }))).name).toBe('café rossi 2');
  });

  it('reads the area as a plain decimal in its unit, up to 10,000 m² or 107,639 ft²', async () => {
    for (const area of ['0', '-5', 'abc', '1e3', '0x10', 'Infinity', '45,5', '12.345']) {
      expect(await errorsOf({ area })).toEqual({ area: 'Floor area must be a number greater than 0' });
    }
    expect(await errorsOf({ area: '10000.01' })).toEqual({ area: 'Floor area must be at most 10000 m²' });
    expect(await errorsOf({ area: '107640', area_unit: 'ft2' })).toEqual({ area: 'Floor area must be at most 107639 ft²' });
    expect(await errorsOf({ area: '20', area_unit: 'yd2' })).toEqual({ area_unit: 'Area unit must be m² or ft²' });
  });

  it('checks porosity, coats, notes and status', async () => {
    expect(await errorsOf({ porosity: 'spongy' })).toEqual({ porosity: 'Porosity must be dense, average or porous' });
    for (const coats of ['0', '6', '2.5', 'two']) expect(await errorsOf({ coats })).toEqual({ coats: 'Coats must be a whole number from 1 to 5' });
    expect(await errorsOf({ notes: 'n'.repeat(2001) })).toEqual({ notes: 'Notes must be at most 2000 characters' });
    expect(await errorsOf({ status: 'finished' })).toEqual({ status: 'Status must be planned, in progress or done' });
  });

  it('checks a site with the delivery address rules, all at once', async () => {
    expect(await errorsOf({ city: 'Toronto' })).toMatchObject({ country: 'Country is required', street1: 'Street address is required', phone: 'Phone is required' });
    expect(await errorsOf({ ...SITE, country: 'CA', state: 'Ontario', state_code: 'ON', zip: '12345' } as Record<string, string>)).toEqual({
      zip: 'Please enter a valid Canadian postal code (e.g., K1A 0B1).',
    });
    expect(await errorsOf({ ...SITE, phone: 'call Dana' } as Record<string, string>)).toEqual({ phone: 'Phone number can contain only numbers and symbols' });
    expect(await errorsOf({ ...SITE, country: 'MX' } as Record<string, string>)).toMatchObject({ country: 'We ship to the United States and Canada only.' });
  });
});

describe('lines', () => {
  let job: Job;
  beforeEach(async () => {
    job = await createJob(owner, { name: 'Lines job' });
  });

  it('adds a variant with its colours, prices it today, and adds up the same variant', async () => {
    const added = await expectJob(await owner.post('/api/jobs/lines/add', lineForm(sandbox, job.id, SLUGS.colourOil, '1 L', { color_id: [3, 5], count: 4 })));
    const oil = productBySlug(sandbox, SLUGS.colourOil);
    expect(added.lines).toEqual([
      expect.objectContaining({ products_id: oil.id, color_ids: [3, 5], count: 4, sold: true, price: 99, line_total: 396, colors: [expect.objectContaining({ id: 3 }), expect.objectContaining({ id: 5 })] }),
    ]);
    const again = await expectJob(await owner.post('/api/jobs/lines/add', lineForm(sandbox, job.id, SLUGS.colourOil, '1 L', { color_id: [5, 3], count: 6 })));
    expect(again.lines.map((line) => line.count)).toEqual([10]);
    expect(again.total).toBe(990);
  });

  it('holds 1 to 10 of a line, as the basket does', async () => {
    await owner.post('/api/jobs/lines/add', lineForm(sandbox, job.id, SLUGS.clearOil, '5 L', { count: 10 }));
    const over = await expectError(await owner.post('/api/jobs/lines/add', lineForm(sandbox, job.id, SLUGS.clearOil, '5 L')), 422);
    expect(over).toEqual({ message: MAX_MESSAGE, errors: { count: MAX_MESSAGE } });
    expect((await expectError(await owner.post('/api/jobs/lines/add', lineForm(sandbox, job.id, SLUGS.clearOil, '1 L', { count: 11 })), 422)).message).toBe(MAX_MESSAGE);
    const [line] = (await view(owner, job.id)).lines;
    for (const [count, message] of [['0', 'The quantity must be at least 1.'], ['11', MAX_MESSAGE], ['2.5', 'The quantity must be a whole number.'], ['', 'Quantity is required']]) {
      const reply = await owner.post('/api/jobs/lines/update', { job_id: job.id, line_id: line.id, count });
      expect((await expectError(reply, 422)).errors).toEqual({ count: message });
    }
    const changed = await expectJob(await owner.post('/api/jobs/lines/update', { job_id: job.id, line_id: line.id, count: 3 }));
    expect(changed.lines[0].count).toBe(3);
  });

  it('changes a line’s sheen, type and colours but never its product, and refuses a clash with another line', async () => {
    const oil = productBySlug(sandbox, SLUGS.colourOil);
    await owner.post('/api/jobs/lines/add', lineForm(sandbox, job.id, SLUGS.colourOil, '1 L', { color_id: [3] }));
    const { lines } = await expectJob(await owner.post('/api/jobs/lines/add', lineForm(sandbox, job.id, SLUGS.colourOil, '2.5 L', { color_id: [3] })));
    const satin = oil.price_type_data.find((p) => p.tag_name === 'Satin' && p.type_name === '5 L')!;
    const moved = await expectJob(
      await owner.post('/api/jobs/lines/update', { job_id: job.id, line_id: lines[0].id, count: 2, products_id: 1, price_id: satin.id, tag_id: satin.tag_id, type_id: satin.type_id, color_id: [5] }),
    );
    expect(moved.lines[0]).toMatchObject({ products_id: oil.id, price_id: satin.id, tag_name: 'Satin', type_name: '5 L', color_ids: [5], count: 2 });
    const clash = lines[1];
    const reply = await owner.post('/api/jobs/lines/update', { job_id: job.id, line_id: lines[0].id, count: 1, price_id: clash.price_id, tag_id: clash.tag_id, type_id: clash.type_id, color_id: [3] });
    expect((await expectError(reply, 422)).message).toBe('This job already has a line with this sheen, type and colours.');
  });

  it('refuses variants the product does not offer, with the basket’s texts', async () => {
    const oil = productBySlug(sandbox, SLUGS.clearOil);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ products_id: 99999 }, { products_id: 'This product is not available.' }],
      [{ price_id: 99999, price_type_id: 99999 }, { price_id: 'Please choose a sheen and type offered for this product.' }],
      [{ color_id: [14] }, { color_id: 'Please choose colours offered for this product.' }],
    ];
    for (const [extra, errors] of cases) {
      const reply = await owner.post('/api/jobs/lines/add', lineForm(sandbox, job.id, oil.slug, '1 L', extra as never));
      expect((await expectError(reply, 422)).errors).toEqual(errors);
    }
  });

  it('removes a line; a removed or unknown line is a 404', async () => {
    const { lines } = await expectJob(await owner.post('/api/jobs/lines/add', lineForm(sandbox, job.id, SLUGS.clearOil, '1 L')));
    const emptied = await expectJob(await owner.post('/api/jobs/lines/delete', { job_id: job.id, line_id: lines[0].id }));
    expect(emptied.lines).toEqual([]);
    for (const lineId of [lines[0].id, '1e0', 'abc']) {
      const reply = await owner.post('/api/jobs/lines/delete', { job_id: job.id, line_id: lineId });
      expect(await expectError(reply, 404)).toEqual({ message: 'This line is no longer in the job.' });
    }
  });

  it('names a line no longer sold with its stored names, without a price', async () => {
    await owner.post('/api/jobs/lines/add', lineForm(sandbox, job.id, SLUGS.clearOil, '1 L'));
    const oil = productBySlug(sandbox, SLUGS.clearOil);
    sandbox.db().catalogue.products = sandbox.db().catalogue.products.filter((p) => p !== oil);
    const after = await view(owner, job.id);
    expect(after.lines[0]).toMatchObject({ product_title: oil.title, type_name: '1 L', sold: false, price: null, line_total: null, img: null, technical_data: [] });
    expect(after.total).toBe(0);
  });
});

describe('ownership', () => {
  it('answers another customer’s job as unknown (404) on every call, and lists only their own', async () => {
    const [kitchen] = await list(owner);
    const stranger = await otherCustomer(sandbox);
    expect(await list(stranger)).toEqual([]);
    const before = await view(owner, kitchen.id);
    const [line] = before.lines;
    const calls: [string, Record<string, unknown>][] = [
      ['/api/jobs/view', {}],
      ['/api/jobs/update', { name: 'Mine now' }],
      ['/api/jobs/delete', {}],
      ['/api/jobs/lines/add', lineForm(sandbox, kitchen.id, SLUGS.clearOil, '1 L')],
      ['/api/jobs/lines/update', { line_id: line.id, count: 1 }],
      ['/api/jobs/lines/delete', { line_id: line.id }],
      ['/api/jobs/share', {}],
      ['/api/jobs/share/revoke', { share_id: 1 }],
    ];
    for (const [path, fields] of calls) {
      const reply = await stranger.post(path, { ...fields, job_id: kitchen.id } as never);
      expect(await expectError(reply, 404), path).toEqual({ message: 'Job not found.' });
    }
    expect(await view(owner, kitchen.id)).toEqual(before);
    expect(sandbox.db().jobs.shares).toEqual([]);
  });

  it('reads a malformed id as no job rather than another number', async () => {
    const [kitchen] = await list(owner);
    for (const jobId of [`${kitchen.id}.0`, `0${kitchen.id}`, `${kitchen.id}e0`, ` ${kitchen.id}x`, '-1']) {
      expect((await owner.post('/api/jobs/view', { job_id: jobId })).status, jobId).toBe(404);
    }
    expect((await expectError(await owner.post('/api/jobs/view', {}), 422)).errors).toEqual({ job_id: 'job_id is required' });
  });

  it('asks a visitor and a caller without a session to sign in (401)', async () => {
    const guest = await visitor(sandbox);
    for (const caller of [guest, new Caller(sandbox)]) {
      expect((await caller.get('/api/jobs')).status).toBe(401);
      expect((await expectError(await caller.post('/api/jobs/create', { name: 'Sneaky' }), 401)).message).toBe('Please sign in to continue.');
    }
  });
});

describe('limits', () => {
  it('keeps up to 50 jobs per customer', async () => {
    for (let n = (await list(owner)).length; n < 50; n++) await createJob(owner, { name: `Job ${n}` });
    const reply = await owner.post('/api/jobs/create', { name: 'One too many' });
    expect((await expectError(reply, 422)).message).toBe('You can keep up to 50 jobs. Delete one you no longer need to make room.');
    // Another customer's count is their own.
    expect((await (await otherCustomer(sandbox)).post('/api/jobs/create', { name: 'First' })).status).toBe(200);
  });

  it('holds up to 50 lines in a job; adding to an existing line still works at the limit', async () => {
    const job = await createJob(owner, { name: 'Big job' });
    const oil = productBySlug(sandbox, SLUGS.colourOil);
    const ids = oil.color.map((color) => color.id);
    const colourSets = [...ids.map((id) => [id]), ...ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b]))];
    const variants = oil.price_type_data.flatMap((price) => colourSets.map((color_id) => ({ job_id: job.id, products_id: oil.id, price_id: price.id, tag_id: price.tag_id, type_id: price.type_id, color_id })));
    expect(variants.length).toBeGreaterThan(50);
    for (const variant of variants.slice(0, 50)) await expectJob(await owner.post('/api/jobs/lines/add', variant));
    const reply = await owner.post('/api/jobs/lines/add', variants[50]);
    expect((await expectError(reply, 422)).message).toBe('A job can hold up to 50 lines.');
    const added = await expectJob(await owner.post('/api/jobs/lines/add', variants[0]));
    expect(added.lines[0].count).toBe(2);
    expect(added.lines).toHaveLength(50);
  });
});
