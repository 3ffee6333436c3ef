import { colorIdsOrDefault } from '@/modules/catalogue';
import { toForm, type FormFields } from '@/shared/api/form';
import type { Job, JobLine } from '@/modules/jobs/contract';
import type { WantedLine } from '@/modules/basket';

/**
 * Job lines added, counted or removed without signal (or with no answer) wait on the device with
 * the basket's changes (docs/offline.md); the queue's code loads only then.
 */
const loadQueue = () => import('@/modules/offline/offline-queue');

type JobNamed = Pick<Job, 'id' | 'name'>;

/** The line as a customer tells it from the job's other lines of the same product. */
export const jobLineName = (line: Pick<JobLine, 'product_title' | 'tag_name' | 'type_name'>) => `${line.product_title}, ${line.tag_name}, ${line.type_name}`;

async function queueJobLine(job: JobNamed, path: string, fields: FormFields, label: string, about: { lineId?: number; count?: number } = {}, key?: string) {
  const queue = await loadQueue();
  await queue.queueChange('job-line', path, queue.formPairs(toForm({ job_id: job.id, ...fields })), `${job.name}: ${label}`, { jobId: job.id, ...about }, key);
}

export const queueJobLineCount = (job: JobNamed, line: JobLine, count: number, key: string) =>
  queueJobLine(job, '/jobs/lines/update', { line_id: line.id, count }, `${jobLineName(line)} × ${count}`, { lineId: line.id, count }, key);

/** `label` is how the waiting change is listed, in the page's language ("remove …", "retirer …"). */
export const queueJobLineRemoval = (job: JobNamed, line: JobLine, key: string, label = `remove ${jobLineName(line)}`) =>
  queueJobLine(job, '/jobs/lines/delete', { line_id: line.id }, label, { lineId: line.id }, key);

/**
 * Lines put into a job from a product page, the calculator or the order pad, as POST /jobs/lines/add
 * takes them, each with the key an attempt with signal carried: a line that did arrive is not added twice.
 */
export async function queueJobLineAdds(job: JobNamed, lines: (WantedLine & { key: string })[]): Promise<void> {
  for (const { fields, label, key } of lines) {
    const { products_id, price_id, tag_id, type_id, color_id, count } = fields;
    await queueJobLine(job, '/jobs/lines/add', { products_id, price_id, tag_id, type_id, color_id: colorIdsOrDefault(color_id), count }, `${count} × ${label}`, {}, key);
  }
}
