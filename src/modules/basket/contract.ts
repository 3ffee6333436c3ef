import type { PriceTypeData, ProductColor } from '@/modules/catalogue/contract';

/** docs/contract.md §3 Basket line. Money in whole dollars. */
export interface BasketLine {
  id: number;
  basket_id: number;
  products_id: number;
  count: number;
  price: number;
  discounted_price: number;
  /** price × count */
  dataTotal: number;
  /** discounted_price × count */
  discounted_total: number;
  /** Percent taken off this line (0 for price types 30 and 52). */
  discount: number;
  product: {
    id: number;
    slug: string;
    title: string;
    img: string;
    price_type_data: { id: number };
  };
  priceData: PriceTypeData;
  color_ids: number[];
  colors: ProductColor[];
  /** The language of the product's title on an answer that asked for one (docs/contract.md §12). */
  locale?: string;
}

export interface BasketData {
  data: BasketLine[];
  total: number;
  discountedTotal: number;
  packaging_price: number;
}

/** Answer of POST /basket, /basket/data, /basket/delete. */
export interface BasketAnswer {
  basket: BasketData;
  discount_message: string | null;
}

/** Form fields of POST /basket/data (add) and POST /basket with `count` (quantity update). */
export interface BasketVariantFields {
  products_id: number;
  price_id: number;
  tag_id: number;
  type_id: number;
  price_type_id: number;
  /** Sent as repeated `color_id[]`; default [1]. */
  color_id: number[];
  count: number;
}

export interface OrderDiscount {
  id: number;
  discount: number;
}

export interface PaymentHistoryItem {
  order_id: number;
  created_at: string;
  total: number;
  status: 'pending' | 'paid' | 'cancelled' | 'held';
  transId: string | null;
  items: { title: string; count: number; price: number }[];
  /** docs/contract.md §10, as on `Order`: absent without the jobs extension. */
  reference?: string | null;
  job_id?: number | null;
}
