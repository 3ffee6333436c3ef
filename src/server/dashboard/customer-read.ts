import 'server-only';
import { AUTH_COOKIE, cookieIn, SESSION_COOKIE } from '@/shared/api/cookie-names';
import { LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';
import { withIdentity, type DashboardIdentity } from './client';
import { deadlineIn } from './deadline';
import { dataOf, objectOf, readDashboard, RECORD_MISSING, type DashboardRead, type Shape } from './read';

export type CookieJar = { get(name: string): { value: string } | undefined };

interface PersonalCall {
  method: 'GET' | 'POST';
  path: string;
  fields?: Record<string, string>;
  reader?: 'customer' | 'visitor';
  /** The page's language, asked of the dashboard as Accept-Language (docs/contract.md §12). */
  locale?: Locale;
}

/**
 * Whom a page reads for: the signed-in customer only, or whoever is browsing (a visitor's
 * session, the customer's key, or both, as the door sends them). Null: nobody to read for.
 */
function identityOf(jar: CookieJar, reader: 'customer' | 'visitor'): DashboardIdentity | null {
  const apiKey = cookieIn(jar, AUTH_COOKIE)?.value;
  if (reader === 'customer') return apiKey ? { apiKey } : null;
  const sessionToken = cookieIn(jar, SESSION_COOKIE)?.value;
  return apiKey || sessionToken ? { apiKey, sessionToken } : null;
}

/**
 * A dashboard read for a server-rendered page, as the one who asks for the page, from the door's
 * httpOnly cookies (the browser's scripts never see them). Never cached: it is
 * personal. Another customer's record answers 404 on the dashboard, so it is "missing" here too.
 * Every `auth_key` is taken out (read.ts): a page hands what it read to client components,
 * whose props reach the browser.
 */
async function readFor<T>(jar: CookieJar, { method, path, fields = {}, reader = 'customer', locale }: PersonalCall, shape: Shape<T>): Promise<DashboardRead<T>> {
  const identity = identityOf(jar, reader);
  if (!identity) return { kind: 'signed-out' };
  const posting = method === 'POST';
  const headers = withIdentity(new Headers(posting ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), identity);
  if (locale) headers.set('accept-language', LANGUAGE_TAG[locale]);
  const body = posting ? new TextEncoder().encode(new URLSearchParams(fields).toString()) : undefined;
  return readDashboard({ path, method, headers, body, shape, missing: RECORD_MISSING }, deadlineIn());
}

/** A personal read's whole answer (the basket's, which is not wrapped in `{ data }`); "missing" is the dashboard's 404 (or 422 for a malformed id). */
export const personalRead = <T>(jar: CookieJar, call: PersonalCall): Promise<DashboardRead<T>> => readFor(jar, call, objectOf<T>);

/** A read of the signed-in customer's own records (orders, jobs), whose answer wraps them as `{ data }`. */
export const customerRead = <T>(jar: CookieJar, method: 'GET' | 'POST', path: string, fields: Record<string, string> = {}, locale?: Locale): Promise<DashboardRead<T>> =>
  readFor(jar, { method, path, fields, locale }, dataOf<T>);
