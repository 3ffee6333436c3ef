import { Hono, type Context } from 'hono';
import { MAX_LINE_QUANTITY, MAX_QUANTITY_MESSAGE } from '@/shared/config/constants';
import type { SandboxEnv } from '../env';
import { answerLanguage } from '../i18n/language';
import { fail, readForm, type Form } from '../http';
import { sameVariant } from '../commerce/owner';
import { checkVariant, readCount } from '../commerce/variant';
import { jobAnswer } from './answers';
import { oncePerKey } from '../commerce/idempotency';
import { ownJob, readId, touch, type Found } from './access';
import { LINE_NOT_FOUND_MESSAGE, MAX_LINES_PER_JOB, SAME_LINE_MESSAGE, TOO_MANY_LINES_MESSAGE } from './limits';
import type { JobLineRecord, JobRecord } from './state';

/** A job's lines: the basket's variant fields and its 1..10 count (docs/contract.md §10 "Lines"). */
export const lineRoutes = new Hono<SandboxEnv>();

// A line change kept on the device while offline and sent again with its Idempotency-Key is made once.
lineRoutes.use('/jobs/lines/*', oncePerKey);

function ownLine(c: Context<SandboxEnv>, job: JobRecord, form: Form): Found<JobLineRecord> {
  const id = readId(form, 'line_id');
  if (id === undefined) return { ok: false, answer: fail(c, 422, 'line_id is required', { line_id: 'line_id is required' }) };
  const line = job.lines.find((l) => l.id === id);
  return line ? { ok: true, value: line } : { ok: false, answer: fail(c, 404, LINE_NOT_FOUND_MESSAGE) };
}

const answer = (c: Context<SandboxEnv>, job: JobRecord) => {
  touch(c, job);
  return c.json({ data: jobAnswer(c.get('db'), job, answerLanguage(c)) });
};

/** Adds a variant; the same variant adds up to at most 10, as the basket does. */
lineRoutes.post('/jobs/lines/add', async (c) => {
  const form = await readForm(c);
  const found = ownJob(c, form);
  if (!found.ok) return found.answer;
  const job = found.value;
  const checked = checkVariant(c.get('db'), form);
  if (!checked.ok) return fail(c, 422, checked.message, checked.errors);
  const count = readCount(form, 1);
  if (!count.ok) return fail(c, 422, count.message, count.errors);

  const { variant, product, priceData } = checked.value;
  const existing = job.lines.find((line) => sameVariant(line, variant));
  if (existing) {
    if (existing.count + count.value > MAX_LINE_QUANTITY) return fail(c, 422, MAX_QUANTITY_MESSAGE, { count: MAX_QUANTITY_MESSAGE });
    existing.count += count.value;
    return answer(c, job);
  }
  if (job.lines.length >= MAX_LINES_PER_JOB) return fail(c, 422, TOO_MANY_LINES_MESSAGE);
  job.lines.push({
    id: c.get('db').jobs.nextLineId++,
    ...variant,
    count: count.value,
    slug: product.slug,
    product_title: product.title,
    tag_name: priceData.tag_name,
    type_name: priceData.type_name,
  });
  return answer(c, job);
});

/**
 * Sets a line's count (1..10) and, when the variant fields are sent, its sheen, type and colours;
 * the product stays (another product is another line).
 */
lineRoutes.post('/jobs/lines/update', async (c) => {
  const form = await readForm(c);
  const found = ownJob(c, form);
  if (!found.ok) return found.answer;
  const job = found.value;
  const line = ownLine(c, job, form);
  if (!line.ok) return line.answer;
  const count = readCount(form);
  if (!count.ok) return fail(c, 422, count.message, count.errors);

  const changesVariant = ['price_id', 'price_type_id', 'tag_id', 'type_id', 'color_id', 'color_id[]'].some((field) => field in form);
  if (changesVariant) {
    const checked = checkVariant(c.get('db'), { ...form, products_id: String(line.value.products_id) });
    if (!checked.ok) return fail(c, 422, checked.message, checked.errors);
    const { variant, priceData } = checked.value;
    if (job.lines.some((other) => other !== line.value && sameVariant(other, variant))) {
      return fail(c, 422, SAME_LINE_MESSAGE, { price_id: SAME_LINE_MESSAGE });
    }
    Object.assign(line.value, variant, { tag_name: priceData.tag_name, type_name: priceData.type_name });
  }
  line.value.count = count.value;
  return answer(c, job);
});

lineRoutes.post('/jobs/lines/delete', async (c) => {
  const form = await readForm(c);
  const found = ownJob(c, form);
  if (!found.ok) return found.answer;
  const line = ownLine(c, found.value, form);
  if (!line.ok) return line.answer;
  found.value.lines = found.value.lines.filter((l) => l !== line.value);
  return answer(c, found.value);
});
