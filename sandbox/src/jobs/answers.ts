import type { Db } from '../db';
import { colorsByIds, PALETTE } from '../catalogue/seed-colors';
import { colorsOf } from '../commerce/product-kind';
import type { OrderRecord } from '../commerce/state';
import { lineNames, productSheets } from '../i18n/localise';
import type { LanguageTag } from '../i18n/language';
import type { Job, JobLine, JobOrder, JobShare, JobSummary, SharedJob } from '@/modules/jobs/contract';
import type { JobLineRecord, JobRecord, ShareRecord } from './state';

/**
 * A line with today's catalogue: price, picture and sheets while sold, its stored names always;
 * with `language`, its names and sheets in that language and its `locale` (docs/contract.md §12).
 */
function lineAnswer(db: Db, line: JobLineRecord, language: LanguageTag | null): JobLine {
  const product = db.catalogue.products.find((p) => p.id === line.products_id);
  const priceData = product?.price_type_data.find((p) => p.id === line.price_id);
  const { id, products_id, price_id, tag_id, type_id, color_ids, count, slug, product_title, tag_name, type_name } = line;
  const known = color_ids.filter((colorId) => PALETTE.some((c) => c.id === colorId));
  const base = { id, products_id, price_id, tag_id, type_id, color_ids, count, slug, product_title, tag_name, type_name };
  const named = <L extends typeof base & Pick<JobLine, 'colors'>>(names: L) => (language ? lineNames(names, language) : names);
  if (!product || !priceData) return { ...named({ ...base, colors: colorsByIds(known) }), img: null, sold: false, price: null, line_total: null, technical_data: [] };
  return {
    ...named({ ...base, colors: colorsOf(product, color_ids) }),
    img: product.img,
    sold: true,
    price: priceData.type_price,
    line_total: priceData.type_price * count,
    technical_data: language ? productSheets(product, language) : product.technical_data,
  };
}

/** The job's orders as the payment history counts them: paid, or held for review. */
function ordersOf(db: Db, job: JobRecord): OrderRecord[] {
  return db.commerce.orders
    .filter((o) => o.job_id === job.id && o.user_id === job.user_id && (o.status === 'paid' || o.status === 'held'))
    .sort((a, b) => (b.paid_at ?? '').localeCompare(a.paid_at ?? '') || b.order_id - a.order_id);
}

const orderAnswer = (order: OrderRecord): JobOrder => ({
  order_id: order.order_id,
  created_at: order.paid_at ?? order.created_at,
  status: order.status as JobOrder['status'],
  total: order.total,
  reference: order.reference ?? '',
});

export const isActive = (share: ShareRecord, now: Date) => !share.revoked && Date.parse(share.expires_at) > now.getTime();

export function activeShares(db: Db, job: JobRecord): ShareRecord[] {
  const now = db.commerce.now();
  return db.jobs.shares.filter((share) => share.job_id === job.id && isActive(share, now));
}

const shareAnswer = ({ id, created_at, expires_at }: ShareRecord): JobShare => ({ id, created_at, expires_at });

export function jobSummary(db: Db, job: JobRecord): JobSummary {
  const { id, name, site, area, area_unit, porosity, coats, notes, status, created_at, updated_at } = job;
  const orders = ordersOf(db, job);
  const spent = orders.filter((o) => o.status === 'paid').reduce((sum, o) => sum + o.total, 0);
  return {
    id,
    name,
    site,
    area,
    area_unit,
    porosity,
    coats,
    notes,
    status,
    lines_count: job.lines.length,
    total: job.lines.reduce((sum, line) => sum + (lineAnswer(db, line, null).line_total ?? 0), 0),
    orders_count: orders.length,
    spent: Math.round(spent * 100) / 100,
    created_at,
    updated_at,
  };
}

export function jobAnswer(db: Db, job: JobRecord, language: LanguageTag | null): Job {
  const lines = job.lines.map((line) => lineAnswer(db, line, language));
  return {
    ...jobSummary(db, job),
    lines,
    orders: ordersOf(db, job).map(orderAnswer),
    shares: activeShares(db, job).map(shareAnswer),
  };
}

export function sharedAnswer(db: Db, job: JobRecord, share: ShareRecord, language: LanguageTag | null): SharedJob {
  const { name, status, site, area, area_unit, porosity, coats } = job;
  const lines = job.lines.map((line) => {
    const { products_id, slug, product_title, tag_name, type_name, colors, count, img, sold, technical_data, locale } = lineAnswer(db, line, language);
    return { products_id, slug, product_title, tag_name, type_name, colors, count, img, sold, technical_data, ...(locale ? { locale } : {}) };
  });
  return { name, status, site, area, area_unit, porosity, coats, lines, expires_at: share.expires_at };
}
