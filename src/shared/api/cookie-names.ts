import { cookiesOfHeader } from './cookie-header';

/**
 * Names of the door's cookies. The session token and the auth key are httpOnly (the browser's
 * scripts never see them); the profile and basket-count cookies are readable so the client can
 * show the name and the header's basket count at once, without a request.
 *
 * Where the cookies are Secure (production) their names carry the `__Host-` prefix: a browser
 * takes such a cookie only from the shop's own host, Secure, with Path=/ and no Domain, so a
 * sibling subdomain cannot plant or overwrite one. In development and tests the cookies go over
 * plain http without Secure, which the prefix would refuse, so there the names are plain. A
 * browser still holding the plain names of an earlier release keeps its sign-in: the door reads
 * them when the prefixed one is missing and replaces them on its answer (server/door/cookies.ts).
 */
const PREFIX = process.env.NODE_ENV === 'production' ? '__Host-' : '';

export const SESSION_COOKIE = `${PREFIX}lf_session`;
export const AUTH_COOKIE = `${PREFIX}lf_auth`;
export const PROFILE_COOKIE = `${PREFIX}lf_profile`;
export const BASKET_COUNT_COOKIE = `${PREFIX}lf_basket_count`;
/** httpOnly: marks a browser in which a customer has signed in (server/door/device-cookie.ts). */
export const DEVICE_COOKIE = `${PREFIX}lf_device`;

/** The name a door cookie had before the prefix: read when the prefixed one is missing. */
export const earlierName = (name: string) => name.replace(/^__Host-/, '');

/** A door cookie's raw value from a `Cookie` header's pairs (`name=value`), under its name or, failing that, its earlier one. */
export function cookieValueIn(pairs: string, name: string): string | undefined {
  const found = cookiesOfHeader(pairs);
  return found.get(name) ?? found.get(earlierName(name));
}

/** A door cookie from a server jar (next/headers `cookies()`), under its name or its earlier one. */
export const cookieIn = (jar: { get(name: string): { value: string } | undefined }, name: string) => jar.get(name) ?? jar.get(earlierName(name));
