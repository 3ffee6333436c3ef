import 'server-only';
import type { User } from '@/modules/accounts/contract';
import { cookiesOfHeader } from '@/shared/api/cookie-header';
import { AUTH_COOKIE, BASKET_COUNT_COOKIE, DEVICE_COOKIE, earlierName, PROFILE_COOKIE, SESSION_COOKIE } from '@/shared/api/cookie-names';

/** Remember-me sign-ins and visitor sessions last 30 days. */
export const PERSISTENT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** The device cookie (device-cookie.ts) lasts a year. */
export const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

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

export interface DoorCookies {
  sessionToken?: string;
  apiKey?: string;
  hasProfile: boolean;
  hasBasketCount: boolean;
  /** Signed in without remember-me: what the door sets for this customer ends with the browser. */
  sessionOnlySignIn: boolean;
  /** The device cookie (device-cookie.ts), checked by the sign-in limits. */
  device?: string;
  /**
   * Set-Cookie lines replacing cookies the browser holds under their earlier names (before the
   * `__Host-` prefix, cookie-names.ts): each set under its name with its own lifetime, the earlier
   * one expired. They go first on the answer, so the answer's own cookies win.
   */
  renamed: string[];
}

function isSessionOnlyProfile(value: string | undefined): boolean {
  if (!value) return false;
  try {
    return (JSON.parse(value) as Partial<StoredProfile>).remember === false;
  } catch {
    return false;
  }
}

/** Each door cookie's value under its name, or under its earlier name when only that is held. */
function doorCookieValues(request: Request): { values: Map<string, string>; earlier: string[] } {
  // Each value URL-decoded, as serialiseCookie encoded it; a malformed one is absent (cookie-header.ts).
  const cookies = cookiesOfHeader(request.headers.get('cookie') ?? '', decodeURIComponent);
  const values = new Map<string, string>();
  const earlier: string[] = [];
  for (const name of [SESSION_COOKIE, AUTH_COOKIE, PROFILE_COOKIE, BASKET_COUNT_COOKIE, DEVICE_COOKIE]) {
    const value = cookies.get(name) ?? cookies.get(earlierName(name));
    if (value === undefined) continue;
    values.set(name, value);
    if (!cookies.has(name)) earlier.push(name);
  }
  return { values, earlier };
}

/** A cookie held under its earlier name, set under its name for as long as it would have lived, and the earlier one expired. */
function renamedCookie(name: string, value: string, sessionOnly: boolean): string[] {
  const readable = name === PROFILE_COOKIE || name === BASKET_COUNT_COOKIE;
  const lifetime = name === DEVICE_COOKIE ? DEVICE_MAX_AGE_SECONDS : name !== SESSION_COOKIE && sessionOnly ? undefined : PERSISTENT_MAX_AGE_SECONDS;
  return [
    serialiseCookie(name, value, { httpOnly: !readable, maxAge: lifetime }),
    serialiseCookie(earlierName(name), '', { httpOnly: !readable, maxAge: 0 }),
  ];
}

export function doorCookiesOf(request: Request): DoorCookies {
  const { values, earlier } = doorCookieValues(request);
  const sessionOnlySignIn = Boolean(values.get(AUTH_COOKIE)) && isSessionOnlyProfile(values.get(PROFILE_COOKIE));
  return {
    sessionToken: values.get(SESSION_COOKIE) || undefined,
    apiKey: values.get(AUTH_COOKIE) || undefined,
    hasProfile: values.has(PROFILE_COOKIE),
    hasBasketCount: values.has(BASKET_COUNT_COOKIE),
    sessionOnlySignIn,
    device: values.get(DEVICE_COOKIE) || undefined,
    renamed: earlier.flatMap((name) => renamedCookie(name, values.get(name)!, sessionOnlySignIn)),
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
