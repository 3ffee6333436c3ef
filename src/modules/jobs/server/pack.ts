import 'server-only';
import { getTranslations } from 'next-intl/server';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { addressLines } from '@/modules/address';
import { SHOP_NAME } from '@/shared/config/constants';
import type { SharedJob } from '@/modules/jobs/contract';
import { contentLang } from '@/shared/i18n/content-language';
import { DEFAULT_LOCALE, LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';
import { areaText, numberText } from '../format';
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
      sheets.push({ product: line.product_title, title: item.title, path: item.path, locale: item.locale });
    }
  }
  return sheets;
}

const STATUS_KEY = { planned: 'planned', in_progress: 'inProgress', done: 'done' } as const;

/** The pack's words in its language (the page's: `/fr/...` packs are French). */
async function packWords(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'jobs.server.pack' });
  const job = await getTranslations({ locale, namespace: 'jobs.client' });
  return {
    t,
    locale,
    status: (status: PackJob['status']) => job(`status.${STATUS_KEY[status]}`),
    porosity: (porosity: NonNullable<PackJob['porosity']>) => job(`porosity.${porosity}`),
  };
}

export type PackWords = Awaited<ReturnType<typeof packWords>>;

function lineText(line: PackJob['lines'][number], { t }: PackWords): string {
  if (!line.sold) return t('noLongerSold', { count: line.count, product: line.product_title });
  const colours = line.colors.map((c) => c.name).join(', ');
  return t('line', { count: line.count, product: line.product_title, details: [line.tag_name, line.type_name, colours].filter(Boolean).join(', ') });
}

/** A sheet as the summary lists it: on a French pack, a sheet the dashboard has only in English says so. */
function sheetText({ sheet, available }: FetchedSheet, { t, locale }: PackWords): string {
  const title = contentLang(sheet, locale) === 'en' ? t('englishSheet', { title: sheet.title }) : sheet.title;
  return t('sheet', { product: sheet.product, title, available: available ? 'yes' : 'no' });
}

/** The pack's first page(s): the job, its lines, and which sheets follow or are not available. */
function writeSummary(writer: PackWriter, job: PackJob, fetched: FetchedSheet[], words: PackWords) {
  const { t, locale } = words;
  writer.text(t('kicker', { shop: SHOP_NAME }), { size: 10, grey: true, gap: 8 });
  writer.text(job.name, { size: 22, bold: true, gap: 10 });
  writer.text(t('status', { status: words.status(job.status) }));
  writer.text(t('floorArea', { area: job.area === null ? t('notMeasured') : areaText(job, locale) }));
  if (job.coats !== null) writer.text(t('coats', { coats: numberText(job.coats, locale) }));
  if (job.porosity !== null) writer.text(t('wood', { wood: words.porosity(job.porosity) }));
  writer.heading(t('site'));
  for (const line of job.site ? addressLines(job.site, locale) : [t('noSite')]) writer.text(line);
  writer.heading(t('products'));
  if (job.lines.length === 0) writer.text(t('noProducts'));
  for (const line of job.lines) writer.text(lineText(line, words));
  writer.heading(t('sheets'));
  if (fetched.length === 0) writer.text(t('noSheets'));
  for (const item of fetched) writer.text(sheetText(item, words));
  if (fetched.some(({ available }) => !available)) {
    writer.space(6);
    writer.text(t('notAvailableNote'), { size: 9, grey: true });
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
  locale: Locale = DEFAULT_LOCALE,
): Promise<Uint8Array> {
  const words = await packWords(locale);
  const pdf = await PDFDocument.create();
  const fetched = await addSheets(copyInto(pdf));
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  writeSummary(new PackWriter(pdf, fonts), job, fetched, words);
  pdf.setTitle(words.t('documentTitle', { name: job.name }));
  pdf.setSubject(words.t('subject'));
  pdf.setLanguage(LANGUAGE_TAG[locale]);
  pdf.setCreator(SHOP_NAME);
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  return pdf.save();
}

/**
 * The whole pack of `job`: its sheets fetched (or taken from the sheet cache) within `limits`, each
 * copied in as it arrives. When `signal` aborts (the customer left) no further sheet is asked for
 * and the pack is abandoned with the abort's error. Its summary is in `locale`.
 */
export async function jobPack(job: PackJob, limits: PackLimits = packLimits(), signal?: AbortSignal, locale: Locale = DEFAULT_LOCALE): Promise<Uint8Array> {
  return assemblePack(job, (take) => fetchSheets(sheetsOf(job), limits, { signal, take }), new Date(), locale);
}
