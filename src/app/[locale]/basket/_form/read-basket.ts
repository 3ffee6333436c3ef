import 'server-only';
import { cookies } from 'next/headers';
import { personalRead } from '@/server/dashboard/customer-read';
import type { BasketAnswer } from '@/modules/basket/contract';

/**
 * This visitor's basket (POST /basket, docs/contract.md §7), read on the server with their session
 * or sign-in for the page's HTML (the view before scripts run, or without them). Null for a visitor
 * with no session yet (an empty basket), one the dashboard no longer knows, or when the dashboard
 * cannot answer: the page then says the basket is empty, as scripts would.
 */
export async function basketForPage(): Promise<BasketAnswer | null> {
  try {
    const read = await personalRead<BasketAnswer>(await cookies(), { method: 'POST', path: 'basket', reader: 'visitor' });
    return read.kind === 'found' ? read.data : null;
  } catch {
    return null;
  }
}
