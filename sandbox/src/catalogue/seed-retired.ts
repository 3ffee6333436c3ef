import type { PriceTypeData } from '@/modules/catalogue/contract';
import { TAG_IDS, TYPE_IDS } from './seed-types';

/**
 * A product the shop no longer sells: taken out of the catalogue, so no listing shows it and
 * GET /products/by-slug answers 404 for its slug (docs/contract.md §3 Order detail). Old orders still
 * name it with the price they were charged.
 */
export interface RetiredProduct {
  id: number;
  slug: string;
  title: string;
  price_type_data: PriceTypeData[];
}

export const RETIRED_PRODUCTS: RetiredProduct[] = [
  {
    id: 900,
    slug: 'nordwood-classic-hardwax-oil',
    title: 'Nordwood Classic Hardwax Oil',
    price_type_data: [{ id: 900, tag_id: TAG_IDS.Satin, tag_name: 'Satin', type_id: TYPE_IDS['2.5 L'], type_name: '2.5 L', type_price: 179 }],
  },
];
