import type { Identity } from '../env';
import type { BasketLineRecord, CommerceState } from './state';

/** Whose basket a call works on: the signed-in customer's, else the visitor session's. */
export type BasketOwner = { kind: 'user'; userId: number } | { kind: 'session'; token: string };

export const NO_SESSION_MESSAGE = 'Your session has expired. Please reload the page.';

export function basketOwnerOf(identity: Identity): BasketOwner | null {
  if (identity.user) return { kind: 'user', userId: identity.user.id };
  if (identity.sessionToken) return { kind: 'session', token: identity.sessionToken };
  return null;
}

export const ownerKey = (owner: BasketOwner) => (owner.kind === 'user' ? `user:${owner.userId}` : `session:${owner.token}`);

/** The owner's basket lines (created empty on first use); callers may change the array. */
export function basketOf(commerce: CommerceState, owner: BasketOwner): BasketLineRecord[] {
  if (owner.kind === 'user') {
    const lines = commerce.userBaskets.get(owner.userId) ?? [];
    commerce.userBaskets.set(owner.userId, lines);
    return lines;
  }
  const lines = commerce.sessionBaskets.get(owner.token) ?? [];
  commerce.sessionBaskets.set(owner.token, lines);
  return lines;
}

/** Same product, same sheen × type, same colours (in any order). */
export function sameVariant(a: Omit<BasketLineRecord, 'id' | 'count'>, b: Omit<BasketLineRecord, 'id' | 'count'>): boolean {
  const colours = (ids: number[]) => [...ids].sort((x, y) => x - y).join(',');
  return a.products_id === b.products_id && a.price_id === b.price_id && colours(a.color_ids) === colours(b.color_ids);
}
