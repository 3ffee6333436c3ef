import type { User } from '@/modules/accounts/contract';
import { AUTH_COOKIE, cookieIn, cookieValueIn, PROFILE_COOKIE } from '@/shared/api/cookie-names';

const isText = (value: unknown): value is string => typeof value === 'string';

/** A profile cookie's value (URL-encoded JSON set by the door at sign-in), or null if it is not one. */
export function parseProfile(encoded: string): User | null {
  try {
    const data: unknown = JSON.parse(decodeURIComponent(encoded));
    if (typeof data !== 'object' || data === null) return null;
    const { id, first_name, last_name, email, img } = data as Record<string, unknown>;
    if (typeof id !== 'number' || !isText(first_name) || !isText(last_name) || !isText(email)) return null;
    return { id, first_name, last_name, email, img: isText(img) ? img : null };
  } catch {
    return null;
  }
}

/** The signed-in customer as the browser may know it without a request; null when signed out. */
export function readProfileCookie(): User | null {
  if (typeof document === 'undefined') return null;
  const value = cookieValueIn(document.cookie, PROFILE_COOKIE);
  return value === undefined ? null : parseProfile(value);
}

type CookieJar = { get(name: string): { value: string } | undefined };

/**
 * On the server: the signed-in customer from the request's cookies (the door's auth cookie and a
 * readable profile), or null. Pages that send visitors to sign in and the sign-in page that sends
 * customers on ask this one question, so they can never send someone back and forth.
 */
export function signedInCustomer(jar: CookieJar): User | null {
  const profile = cookieIn(jar, PROFILE_COOKIE)?.value;
  return cookieIn(jar, AUTH_COOKIE)?.value && profile ? parseProfile(encodeURIComponent(profile)) : null;
}
