import type { Address } from '@/modules/checkout/contract';
import type { AreaUnit, Porosity, ProductColor, TechnicalDataItem } from '@/modules/catalogue/contract';

/**
 * The shapes of docs/contract.md §10 (the proposed jobs extension), which the storefront and the
 * sandbox both read. A dashboard without the extension answers every jobs call 404.
 */

export type JobStatus = 'planned' | 'in_progress' | 'done';

/** What the customer keeps about a job (§10 "Fields"). */
export interface JobFields {
  name: string;
  /** Where the work is: the delivery address's fields and rules; null until given. */
  site: Address | null;
  /** Floor area in `area_unit`, as the customer typed it; null until given. */
  area: number | null;
  area_unit: AreaUnit;
  porosity: Porosity | null;
  coats: number | null;
  notes: string;
  status: JobStatus;
}

/** One job in GET /jobs. */
export interface JobSummary extends JobFields {
  id: number;
  lines_count: number;
  /** Σ line_total of the lines still sold: today's prices before any discount. */
  total: number;
  /** Orders made for the job that were paid or are held for review. */
  orders_count: number;
  /** Σ total of the job's paid orders, in dollars. */
  spent: number;
  created_at: string;
  updated_at: string;
}

/** A product variant as the basket carries it (docs/contract.md §3 Basket variant); colours default to [1]. */
export interface JobLineVariant {
  products_id: number;
  price_id: number;
  tag_id: number;
  type_id: number;
  color_ids: number[];
}

/** A product variant (the basket's variant fields) and its count, with today's catalogue data. */
export interface JobLine extends JobLineVariant {
  id: number;
  count: number;
  /** Names as they were when the line was added; they stay when the product leaves the catalogue. */
  slug: string;
  product_title: string;
  tag_name: string;
  type_name: string;
  colors: ProductColor[];
  img: string | null;
  /** false once the product or its sheen × type is no longer sold ("No longer sold: …"). */
  sold: boolean;
  /** Today's unit price before any discount; null when not sold. */
  price: number | null;
  /** price × count; null when not sold. */
  line_total: number | null;
  /** The product's data and safety sheets (empty when not sold). */
  technical_data: JobSheet[];
  /**
   * docs/contract.md §12: `fr-CA` when the dashboard gave the line's names in French (asked with
   * Accept-Language); absent when they came in English, as from a dashboard without the extension.
   */
  locale?: string | null;
}

/** A data or safety sheet of a line's product; `locale` names its language when the dashboard says (§12), none is English. */
export type JobSheet = TechnicalDataItem & { locale?: string | null };

/** An order made for the job (POST /order/create with `job_id`). */
export interface JobOrder {
  order_id: number;
  created_at: string;
  status: 'paid' | 'held';
  total: number;
  reference: string;
}

/** An active crew link as its owner sees it; the token itself is shown only when it is made. */
export interface JobShare {
  id: number;
  created_at: string;
  expires_at: string;
}

export interface JobShareCreated extends JobShare {
  /** 256 random bits, base64url (43 characters). */
  token: string;
}

/** The answer of POST /jobs/view and of every call that changes a job. */
export interface Job extends JobSummary {
  lines: JobLine[];
  orders: JobOrder[];
  shares: JobShare[];
}

export type SharedJobLine = Pick<
  JobLine,
  'products_id' | 'slug' | 'product_title' | 'tag_name' | 'type_name' | 'colors' | 'count' | 'img' | 'sold' | 'technical_data' | 'locale'
>;

/** What a crew link shows without an account: no prices, orders, notes or owner. */
export interface SharedJob {
  name: string;
  status: JobStatus;
  site: Address | null;
  area: number | null;
  area_unit: AreaUnit;
  porosity: Porosity | null;
  coats: number | null;
  lines: SharedJobLine[];
  expires_at: string;
}
