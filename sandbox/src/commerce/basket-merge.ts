import { MAX_LINE_QUANTITY } from '@/shared/config/constants';
import type { Db } from '../db';
import { basketOf, sameVariant } from './owner';

/**
 * On sign-in the visitor's basket joins the customer's: a variant already there gets the
 * counts added (at most MAX_LINE_QUANTITY), other lines move over. The visitor basket is emptied.
 */
export function mergeSessionBasket(db: Db, sessionToken: string | null, userId: number): void {
  const { commerce } = db;
  if (!sessionToken) return;
  const visitorLines = commerce.sessionBaskets.get(sessionToken);
  if (!visitorLines || visitorLines.length === 0) return;
  const customerLines = basketOf(commerce, { kind: 'user', userId });
  for (const line of visitorLines) {
    const existing = customerLines.find((candidate) => sameVariant(candidate, line));
    if (existing) existing.count = Math.min(MAX_LINE_QUANTITY, existing.count + line.count);
    else customerLines.push({ ...line });
  }
  commerce.sessionBaskets.delete(sessionToken);
}
