import { addToBasket } from '@/shared/api/basket-add';
import { api, toForm } from '@/shared/api/client';
import { ApiError } from '@/shared/api/errors';
import type { BasketAnswer } from '@/shared/contract/basket';
import type { Product } from '@/shared/contract/catalogue';
import type { OrderDetail, OrderLine } from '@/shared/contract/orders';
import { planBuyAgain } from './buy-again-plan';

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

/** Today's product for a slug; null when the catalogue no longer has it (404). */
async function productToday(slug: string): Promise<Product | null> {
  try {
    const { data } = await api.get<{ data: Product }>('/products/by-slug', { params: { slug } });
    return data.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Puts an order's lines back in the basket at today's prices, one POST /basket/data per line
 * (in order, so each answer counts the lines before it).
 */
export async function buyAgain(lines: OrderLine[]): Promise<BuyAgainOutcome> {
  const slugs = [...new Set(lines.map((line) => line.slug))];
  const [products, current] = await Promise.all([
    Promise.all(slugs.map(async (slug) => [slug, await productToday(slug)] as const)),
    api.post<BasketAnswer>('/basket'),
  ]);
  const plan = planBuyAgain(lines, new Map(products), current.data.basket.data);
  const outcome: BuyAgainOutcome = { added: [], notSold: plan.notSold, full: plan.full, refused: [], basket: null };
  for (const add of plan.adds) {
    try {
      outcome.basket = await addToBasket(add.fields);
      outcome.added.push({ label: add.label, count: add.fields.count, capped: add.capped });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) throw error;
      outcome.refused.push({ label: add.label, message: error.message });
    }
  }
  return outcome;
}
