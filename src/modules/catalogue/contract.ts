/**
 * Shapes of the dashboard API's catalogue answers. docs/contract.md §3 names the fields; where the dashboard
 * leaves a shape open (a Decision there), it is decided here, once, and both the storefront and sandbox/ use it.
 */

export interface ProductCategoryRef {
  id: number;
  name: string;
  /** Parent category value (docs/contract.md §2 parent_id: curing-light sub-categories point at 5). */
  parent_id: number | null;
}

export interface ProductColor {
  id: number;
  name: string;
  /** CSS colour of the swatch, e.g. "#8a5a2b". */
  hex: string;
}

/** One priced combination of a sheen (tag) and a type. Price in whole dollars. */
export interface PriceTypeData {
  id: number;
  tag_id: number;
  /** Shown as "Sheens". */
  tag_name: string;
  type_id: number;
  /** Shown as "Type". */
  type_name: string;
  type_price: number;
}

export interface TechnicalDataItem {
  title: string;
  /** Site-relative path of a PDF, e.g. /uploads/pdf/technical/....pdf */
  path: string;
}

export interface ServicePdf {
  pdf_title: string;
  url: string;
}

/** Which request button the product page offers (docs/contract.md §2 request modal titles). */
export type ProductRequestKind = 'upon_request' | 'custom_color' | null;

export interface ProductSummary {
  id: number;
  slug: string;
  title: string;
  /** Site-relative image path under /uploads/. */
  img: string;
  categories: ProductCategoryRef[];
  /** Up to 6 colours. */
  color: ProductColor[];
  price_type_data: PriceTypeData[];
  /** Lowest type_price, whole dollars. */
  price_from: number;
  rating: number;
  reviews_count: number;
  created_at: string;
  /** `fr-CA` when the dashboard answered this item in French (Accept-Language, docs/contract.md §12); absent when in English. */
  locale?: string | null;
}

export interface Product extends ProductSummary {
  /** HTML from the dashboard's editor: sanitise before rendering. */
  description: string;
  short_description: string;
  images: string[];
  technical_data: TechnicalDataItem[];
  services_pdf: ServicePdf[];
  request_kind: ProductRequestKind;
  reviews: Review[];
  /** Oils and stains only; absent when the dashboard has no figure (the page then offers no calculator). */
  coverage?: Coverage;
}

/** How porous the wood is: dense (maple, jatoba) takes less oil, porous (pine, ash, old boards) more. */
export type Porosity = 'dense' | 'average' | 'porous';

/** A floor's area is typed in square metres or square feet, the customer's choice (the coverage calculator, jobs). */
export type AreaUnit = 'm2' | 'ft2';

/** A container size the product is sold in: the price_type_data type that stands for it and its volume. */
export interface CoverageContainer {
  type_id: number;
  litres: number;
}

/**
 * Decision (docs/contract.md §3 leaves it open): what one litre covers, so the product page can work
 * out how much a floor needs. Sizes are the product's types (price_type_data type_id), so each
 * sheen's price for a size is the row with that sheen and type.
 */
export interface Coverage {
  /** m² one litre covers in one coat on average wood. */
  m2_per_litre_per_coat: number;
  /** Rates that differ with the wood's porosity; without it the one rate above holds for every wood. */
  by_porosity?: Partial<Record<Porosity, number>>;
  containers: CoverageContainer[];
}

export interface Review {
  id: number;
  products_id: number;
  /** 0.5 .. 5 in half steps. */
  stars: number;
  title: string;
  message: string;
  img_path: string[];
  author: string;
  created_at: string;
}

export type { Page } from '@/shared/api/answers';

export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'title';

export interface ProductListQuery {
  /** Category values; several allowed. Sent as `categories=1,3`. */
  categories?: number[];
  parent_id?: number;
  sort?: ProductSort;
  page?: number;
  per_page?: number;
}

export interface Service {
  id: number;
  slug: string;
  title: string;
  img: string;
  short_description: string;
  description: string;
  pdfs: ServicePdf[];
  technical_data: TechnicalDataItem[];
}

export type ArticleType = 'news' | 'guide' | 'project';

export interface Article {
  id: number;
  slug: string;
  title: string;
  type: ArticleType;
  img: string;
  excerpt: string;
  /** HTML: sanitise before rendering. */
  body: string;
  published_at: string;
}

export interface MediaItem {
  id: number;
  title: string;
  type: 'image' | 'video';
  url: string;
  thumb: string;
}

export interface ColorLabColor extends ProductColor {
  family: string;
  products_id: number | null;
}

export interface HomeData {
  /** `locale`: the language the dashboard wrote it in, when it translated it (docs/contract.md §12). */
  hero: { title: string; subtitle: string; img: string; cta_label: string; cta_href: string; locale?: string | null };
  featured: ProductSummary[];
  new_products: ProductSummary[];
  promotion: HolidayPromotion;
}

export interface HolidayPromotion {
  title: string;
  text: string;
  /** ISO dates, inclusive start and end. */
  starts_at: string;
  ends_at: string;
  /** `fr-CA` when the dashboard translated its title and text (docs/contract.md §12). */
  locale?: string | null;
}
