import type { Db } from '../db';
import type { Coupon } from './offers';
import { roundCents } from './order-book';
import { priceBasket } from './pricing';
import type { BasketLineRecord, OrderItemRecord } from './state';

export interface QuoteInput {
  coupon: Coupon | null;
  /** Chosen shipping in USD; 0 for pickup. */
  shipping_amount: number;
  tax_rate: number;
}

export interface Quote {
  items: OrderItemRecord[];
  /** Σ discounted line totals, coupon included. */
  subtotal: number;
  packaging_price: number;
  shipping_amount: number;
  tax_rate: number;
  /** subtotal × tax rate: discounts lower the tax; shipping and packaging are not taxed. */
  tax: number;
  /** docs/contract.md §9: subtotal + shipping + tax + packaging. */
  total: number;
}

export function quoteBasket(db: Db, records: BasketLineRecord[], input: QuoteInput): Quote {
  const priced = priceBasket(db, records, input.coupon);
  const items = priced.lines.map((line) => ({
    line_id: line.id,
    products_id: line.products_id,
    slug: line.product.slug,
    product_title: line.product.title,
    price_id: line.priceData.id,
    tag_id: line.priceData.tag_id,
    tag_name: line.priceData.tag_name,
    type_id: line.priceData.type_id,
    type_name: line.priceData.type_name,
    color_ids: line.color_ids,
    colors: line.colors,
    title: `${line.product.title} — ${line.priceData.tag_name}, ${line.priceData.type_name}`,
    count: line.count,
    price: line.price,
    discount: line.discount,
    discounted_price: line.discounted_price,
  }));
  const subtotal = priced.discountedTotal;
  const tax = roundCents(subtotal * input.tax_rate);
  return {
    items,
    subtotal,
    packaging_price: priced.packaging_price,
    shipping_amount: input.shipping_amount,
    tax_rate: input.tax_rate,
    tax,
    total: roundCents(subtotal + input.shipping_amount + tax + priced.packaging_price),
  };
}
