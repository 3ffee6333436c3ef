import 'server-only';
import { cookies, headers } from 'next/headers';
import { doorAbuseLimits } from '@/server/door/abuse-limits';
import { door } from '@/server/door/door';
import { AUTH_COOKIE, SESSION_COOKIE } from '@/shared/api/cookie-names';
import type { BasketAnswer } from '@/shared/contract/basket';
import { browserHeaders } from './door-form';

/**
 * This visitor's basket, read on the server through the door (POST /basket, docs/contract.md §7)
 * for the page's HTML (the view before scripts run, or without them). Null for a visitor with no session yet (an empty basket) or when
 * the dashboard cannot answer: the page then says the basket is empty, as scripts would.
 */
export async function basketForPage(): Promise<BasketAnswer | null> {
  const jar = await cookies();
  if (!jar.has(SESSION_COOKIE) && !jar.has(AUTH_COOKIE)) return null;
  const incoming = await headers();
  const sent = browserHeaders(incoming);
  const host = incoming.get('host') ?? 'localhost';
  try {
    const answer = await door(new Request(`http://${host}/api/basket`, { method: 'POST', headers: sent }), { limits: doorAbuseLimits() });
    return answer.ok ? ((await answer.json()) as BasketAnswer) : null;
  } catch {
    return null;
  }
}
