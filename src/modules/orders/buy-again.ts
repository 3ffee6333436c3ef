import { api, toForm } from '@/shared/api/client';
import { fetchProductBySlug } from '@/modules/catalogue';
import type { BasketAnswer } from '@/modules/basket/contract';
import type { OrderDetail } from '@/modules/orders/contract';
import { addLines } from '@/modules/basket';
import { planBuyAgain, type BuyableLine } from './buy-again-plan';

/** What buy again did, for the basket's notice. */
export interface BuyAgainOutcome {
  added: { label: string; count: number; capped: boolean }[];
  notSold: string[];
  full: string[];
  /** Lines the basket refused, with its message. */
  refused: { label: string; message: string }[];
  /** The basket after the last add (null when nothing was added). */
  basket: BasketAnswer | null;
}

/** POST /order through the door: the customer's own order (404 for anyone else's). */
export async function fetchOrder(orderId: number): Promise<OrderDetail> {
  const { data } = await api.post<{ data: OrderDetail }>('/order', toForm({ order_id: orderId }));
  return data.data;
}

/**
 * Puts an order's (or a job's) lines back in the basket at today's prices, one POST /basket/data per line
 * (in order, so each answer counts the lines before it).
 */
export async function buyAgain(lines: BuyableLine[]): Promise<BuyAgainOutcome> {
  const slugs = [...new Set(lines.map((line) => line.slug))];
  const [products, current] = await Promise.all([
    Promise.all(slugs.map(async (slug) => [slug, await fetchProductBySlug(slug)] as const)),
    api.post<BasketAnswer>('/basket'),
  ]);
  const plan = planBuyAgain(lines, new Map(products), current.data.basket.data);
  const outcome = await addLines(plan.adds);
  if (outcome.error) throw outcome.error;
  return {
    added: outcome.added.map((add) => ({ label: add.label, count: add.fields.count, capped: add.capped })),
    notSold: plan.notSold,
    full: plan.full,
    refused: outcome.refused.map(({ line, message }) => ({ label: line.label, message })),
    basket: outcome.basket,
  };
}
