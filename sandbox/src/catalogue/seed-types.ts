import type { Porosity, ProductCategoryRef, ProductRequestKind } from '@/modules/catalogue/contract';
import type { ProductArt } from '../art/scenes/product-shot';

/** One priced sheen × type row before ids are assigned; `id` pins a special price type (30, 52). */
export interface PriceSeed {
  id?: number;
  tag: string;
  type: string;
  price: number;
}

export interface ReviewSeed {
  author: string;
  stars: number;
  title: string;
  message: string;
  /** Seeded photos: numbers of /uploads/reviews/seed-N.png. */
  photos: number[];
  created_at: string;
}

export interface ProductSeed {
  slug: string;
  title: string;
  categories: ProductCategoryRef[];
  colorIds: number[];
  prices: PriceSeed[];
  /** How the generated product shots look, and the finish shown on the boards. */
  art: ProductArt;
  finish: string;
  short_description: string;
  description: string;
  /** Rows of the technical data sheet PDF; none means the product has no downloads. */
  technical: [string, string][] | null;
  /** Slugs of services whose PDFs the product page lists. */
  servicePdfsFrom: string[];
  request_kind: ProductRequestKind;
  created_at: string;
  /** m² per litre per coat on average wood, and where porosity changes it; sizes come from the prices. */
  coverage?: { rate: number; by_porosity?: Record<Porosity, number> };
  /** Made by seed-generated.ts (SANDBOX_CATALOGUE_SIZE): its files are drawn when first asked for, not at start. */
  generated?: true;
}

export const TAG_IDS: Record<string, number> = {
  Matte: 1,
  Satin: 2,
  'Semi-gloss': 3,
  Gloss: 4,
  'Ultra-matte': 5,
  Standard: 6,
};

export const TYPE_IDS: Record<string, number> = {
  '0.5 L': 4,
  '1 L': 1,
  '2.5 L': 2,
  '5 L': 3,
  '10 L': 8,
  Unit: 5,
  Module: 6,
  'Set of 3': 7,
  'Set of 10': 9,
};

/** Litres in a container type; the other types (units, kits) are not sold by volume. */
export const LITRES_BY_TYPE: Record<string, number> = { '0.5 L': 0.5, '1 L': 1, '2.5 L': 2.5, '5 L': 5, '10 L': 10 };

/** Sheens × sizes; each sheen may cost a little more than the first. */
export function priceGrid(sheens: string[], sizes: [string, number][], surcharge = 0): PriceSeed[] {
  return sheens.flatMap((tag, i) => sizes.map(([type, price]) => ({ tag, type, price: price + i * surcharge })));
}

export const category = (id: number, name: string, parent_id: number | null = null): ProductCategoryRef => ({ id, name, parent_id });

export const NORDWOOD = category(1, 'Nordwood LED Hardwax Oil');
export const ARBORIS = category(3, 'Arboris UV-LED Oil System');
export const LIGHTS = category(5, 'LED Cured Lights');
export const WALK_BEHIND = category(7, 'Walk-behind curing machines', 5);
export const HAND_HELD = category(8, 'Hand-held curing lamps', 5);
export const SPARE_PARTS = category(9, 'Spare parts and accessories', 5);
export const STAINS = (parent: number) => category(parent === 1 ? 11 : 13, 'Stains', parent);

/** Editor-style HTML as the dashboard stores it. */
export function describe(intro: string, benefits: string[], application: string): string {
  const items = benefits.map((b) => `<li>${b}</li>`).join('');
  return `<p>${intro}</p><h3>Why floor professionals choose it</h3><ul>${items}</ul><h3>Application</h3><p>${application}</p>`;
}
