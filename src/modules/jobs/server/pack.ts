import 'server-only';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { addressLines } from '@/modules/address';
import { AREA_UNIT_LABELS, POROSITY_LABELS } from '@/modules/catalogue';
import { JOB_STATUS_LABELS } from '@/modules/jobs/config';
import { SHOP_NAME } from '@/shared/config/constants';
import type { SharedJob } from '@/modules/jobs/contract';
import { packLimits, type PackLimits } from './pack-limits';
import { PackWriter } from './pack-writer';
import { fetchSheets, type FetchedSheet, type PackSheet, type TakeSheet } from './sheet-source';

/** What a pack shows of a job: what the crew sees (the owner's job has all of it too). */
export type PackJob = Omit<SharedJob, 'expires_at'>;

/** Each sheet of the job's products once, in the order of the lines and of each product's sheets. */
export function sheetsOf(job: PackJob): PackSheet[] {
  const seen = new Set<string>();
  const sheets: PackSheet[] = [];
  for (const line of job.lines) {
    if (!line.sold) continue;
    for (const item of line.technical_data) {
      if (seen.has(item.path)) continue;
      seen.add(item.path);
      sheets.push({ product: line.product_title, title: item.title, path: item.path });
    }
  }
  return sheets;
}

function lineText(line: PackJob['lines'][number]): string {
  if (!line.sold) return `${line.count} × No longer sold: ${line.product_title}`;
  const colours = line.colors.map((c) => c.name).join(', ');
  return `${line.count} × ${line.product_title}: ${[line.tag_name, line.type_name, colours].filter(Boolean).join(', ')}`;
}

/** The pack's first page(s): the job, its lines, and which sheets follow or are not available. */
function writeSummary(writer: PackWriter, job: PackJob, fetched: FetchedSheet[]) {
  writer.text(`${SHOP_NAME} · Job pack`, { size: 10, grey: true, gap: 8 });
  writer.text(job.name, { size: 22, bold: true, gap: 10 });
  writer.text(`Status: ${JOB_STATUS_LABELS[job.status]}`);
  writer.text(`Floor area: ${job.area === null ? 'not measured yet' : `${job.area} ${AREA_UNIT_LABELS[job.area_unit]}`}`);
  if (job.coats !== null) writer.text(`Coats: ${job.coats}`);
  if (job.porosity !== null) writer.text(`Wood: ${POROSITY_LABELS[job.porosity]}`);
  writer.heading('Site');
  for (const line of job.site ? addressLines(job.site) : ['No site given yet.']) writer.text(line);
  writer.heading('Products');
  if (job.lines.length === 0) writer.text('No products in this job yet.');
  for (const line of job.lines) writer.text(lineText(line));
  writer.heading('Data and safety sheets');
  if (fetched.length === 0) writer.text('The products of this job have no sheets.');
  for (const { sheet, available } of fetched) {
    writer.text(`${sheet.product}: ${sheet.title}${available ? '' : ' (not available)'}`);
  }
  if (fetched.some(({ available }) => !available)) {
    writer.space(6);
    writer.text('A sheet marked not available could not be fetched; download it from the product page.', { size: 9, grey: true });
  }
}

/** Copies a sheet's pages to the end of `pack`; the sheet's own document is then let go. */
export const copyInto =
  (pack: PDFDocument): TakeSheet =>
  async (_sheet, sheet) => {
    for (const page of await pack.copyPages(sheet, sheet.getPageIndices())) pack.addPage(page);
  };

/**
 * The pack: the summary first, then each sheet that could be had, whole and in order. `addSheets`
 * copies the sheets in (each as it arrives) and says which could be had; the summary, which lists
 * them, is written in front of them afterwards.
 */
export async function assemblePack(
  job: PackJob,
  addSheets: (take: TakeSheet) => Promise<FetchedSheet[]>,
  now = new Date(),
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fetched = await addSheets(copyInto(pdf));
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  writeSummary(new PackWriter(pdf, fonts), job, fetched);
  pdf.setTitle(`Job pack: ${job.name}`);
  pdf.setSubject('The job, its site and products, and their data and safety sheets');
  pdf.setCreator(SHOP_NAME);
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  return pdf.save();
}

/**
 * The whole pack of `job`: its sheets fetched (or taken from the sheet cache) within `limits`, each
 * copied in as it arrives. When `signal` aborts (the customer left) no further sheet is asked for
 * and the pack is abandoned with the abort's error.
 */
export async function jobPack(job: PackJob, limits: PackLimits = packLimits(), signal?: AbortSignal): Promise<Uint8Array> {
  return assemblePack(job, (take) => fetchSheets(sheetsOf(job), limits, { signal, take }));
}
