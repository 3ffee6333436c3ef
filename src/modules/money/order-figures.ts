import type { OrderDetail } from '@/modules/orders/contract';

/**
 * What an order charged, from the order's own numbers (docs/contract.md §3 Order detail), never
 * from today's catalogue: the goods at their full price, what the line discounts and the coupon
 * took off (order.subtotal is the goods after both), then packaging, shipping, tax and the total.
 */
export interface OrderFigures {
  goods: number;
  discount: number;
  subtotal: number;
  packaging: number;
  shipping: number;
  tax: number;
  total: number;
}

export const lineTotal = (line: OrderDetail['items'][number]) => line.discounted_price * line.count;

export function orderFigures(order: OrderDetail): OrderFigures {
  const goods = order.items.reduce((sum, line) => sum + line.price * line.count, 0);
  return {
    goods,
    discount: Math.max(0, goods - order.subtotal),
    subtotal: order.subtotal,
    packaging: order.packaging_price,
    shipping: order.shipping_amount,
    tax: order.tax,
    total: order.total,
  };
}
