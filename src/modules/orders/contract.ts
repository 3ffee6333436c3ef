import type { Address, Order } from '@/modules/checkout/contract';
import type { ProductColor } from '@/modules/catalogue/contract';

/**
 * An order as POST /order answers it (docs/contract.md §3 "Order detail", **Decision**): the
 * Order's figures plus what was sold, where it went and how it travels. Every figure is what was
 * charged, frozen when the order was created; today's catalogue may differ.
 */
export interface OrderLine {
  line_id: number;
  products_id: number;
  /** The product's slug when ordered; GET /products/by-slug answers 404 once it is no longer sold. */
  slug: string;
  product_title: string;
  /** PriceTypeData.id of the sheen × type sold. */
  price_id: number;
  tag_id: number;
  tag_name: string;
  type_id: number;
  type_name: string;
  colors: ProductColor[];
  count: number;
  /** Unit price before the discount. */
  price: number;
  /** Percent taken off this line. */
  discount: number;
  /** Unit price charged. */
  discounted_price: number;
  /** docs/contract.md §12: 'fr-CA' when the dashboard gave the line's product title in French, 'en-US' when it had none; absent from a dashboard without the extension. */
  locale?: string | null;
}

/** The label's tracking, named as Shippo's Transaction object names it; `carrier` is the rate's provider. */
export interface OrderTracking {
  carrier: string;
  tracking_number: string;
  tracking_url_provider: string;
  tracking_status: 'UNKNOWN' | 'PRE_TRANSIT' | 'TRANSIT' | 'DELIVERED' | 'RETURNED' | 'FAILURE';
}

export interface OrderDetail extends Order {
  created_at: string;
  paid_at: string | null;
  items: OrderLine[];
  /** Where it is shipped; null for pickup (take_by_myself 1). */
  address: Address | null;
  /** The chosen rate's carrier and service; null for pickup. */
  shipping_method: { provider: string; service: string } | null;
  /** Present once a label is bought (the order has shipped). */
  tracking: OrderTracking | null;
}
