import 'server-only';
import type { User } from '@/shared/contract/account';
import { AUTH_COOKIE, BASKET_COUNT_COOKIE, DEVICE_COOKIE, PROFILE_COOKIE, SESSION_COOKIE } from '@/shared/api/cookie-names';

/** Remember-me sign-ins and visitor sessions last 30 days. */
export const PERSISTENT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

interface CookieOptions {
  httpOnly: boolean;
  /** Seconds; undefined makes a browser-session cookie, 0 deletes the cookie. */
  maxAge?: number;
}

export type ProfileCookieValue = Pick<User, 'id' | 'first_name' | 'last_name' | 'email' | 'img'>;

/** The profile cookie also says whether the sign-in was remembered, so later cookies can match it. */
type StoredProfile = ProfileCookieValue & { remember: boolean };

// Read at call time so tests and `next dev` (development) send cookies over plain http.
const isSecure = () => process.env.NODE_ENV === 'production';

export function serialiseCookie(name: string, value: string, { httpOnly, maxAge }: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (httpOnly) parts.push('HttpOnly');
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
  if (maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (isSecure()) parts.push('Secure');
  return parts.join('; ');
}

/** The request's cookies by name (first one wins, as browsers send the most specific first). */
export function readCookies(request: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index < 1) continue;
    const name = pair.slice(0, index).trim();
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(pair.slice(index + 1).trim()));
    } catch {
      // A malformed value is treated as absent.
    }
  }
  return cookies;
}

export interface DoorCookies {
  sessionToken?: string;
  apiKey?: string;
  hasProfile: boolean;
  hasBasketCount: boolean;
  /** Signed in without remember-me: what the door sets for this customer ends with the browser. */
  sessionOnlySignIn: boolean;
  /** The device cookie (device-cookie.ts), checked by the sign-in limits. */
  device?: string;
}

function isSessionOnlyProfile(value: string | undefined): boolean {
  if (!value) return false;
  try {
    return (JSON.parse(value) as Partial<StoredProfile>).remember === false;
  } catch {
    return false;
  }
}

export function doorCookiesOf(request: Request): DoorCookies {
  const cookies = readCookies(request);
  return {
    sessionToken: cookies.get(SESSION_COOKIE) || undefined,
    apiKey: cookies.get(AUTH_COOKIE) || undefined,
    hasProfile: cookies.has(PROFILE_COOKIE),
    hasBasketCount: cookies.has(BASKET_COUNT_COOKIE),
    sessionOnlySignIn: Boolean(cookies.get(AUTH_COOKIE)) && isSessionOnlyProfile(cookies.get(PROFILE_COOKIE)),
    device: cookies.get(DEVICE_COOKIE) || undefined,
  };
}

export const sessionCookie = (token: string) =>
  serialiseCookie(SESSION_COOKIE, token, { httpOnly: true, maxAge: PERSISTENT_MAX_AGE_SECONDS });

export function signInCookies(apiKey: string, profile: ProfileCookieValue, remember: boolean): string[] {
  const maxAge = remember ? PERSISTENT_MAX_AGE_SECONDS : undefined;
  return [
    serialiseCookie(AUTH_COOKIE, apiKey, { httpOnly: true, maxAge }),
    serialiseCookie(PROFILE_COOKIE, JSON.stringify({ ...profile, remember } satisfies StoredProfile), { httpOnly: false, maxAge }),
  ];
}

export const signOutCookies = () => [
  serialiseCookie(AUTH_COOKIE, '', { httpOnly: true, maxAge: 0 }),
  serialiseCookie(PROFILE_COOKIE, '', { httpOnly: false, maxAge: 0 }),
];
