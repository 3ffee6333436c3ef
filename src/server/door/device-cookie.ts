import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DEVICE_COOKIE } from '@/shared/api/cookie-names';
import { DEVICE_MAX_AGE_SECONDS, serialiseCookie } from './cookies';
import { logger } from '../observability/log.mjs';

/**
 * OWASP's device cookies ("Blocking Brute Force Attacks", Slow down online guessing attacks with
 * device cookies): a browser in which a customer has signed in holds a signed cookie naming that
 * login, so the limits that span clients (which a guesser elsewhere fills) do not refuse it, while
 * the cookie's own failures are counted (abuse-limits.ts). The cookie holds
 * `<login>.<nonce>.<signature>`: the login is an HMAC of the canonical e-mail (the cookie names
 * no e-mail), the nonce is new at each sign-in, the signature an HMAC of both.
 *
 * DOOR_DEVICE_SECRET (at least 32 characters) must be the same on every instance. Unset or
 * shorter, each process makes a random one when it starts: its cookies are trusted only by
 * itself and only until it restarts, so behind several instances a browser is trusted only on
 * the instance that signed it in; everywhere else it gets the limits of an unknown browser.
 * A short secret is never used: anyone could sign cookies by guessing it from their own.
 */
const SECRET_MIN_LENGTH = 32;

let processSecret: string | null = null;

function deviceSecret(): string {
  const configured = process.env.DOOR_DEVICE_SECRET ?? '';
  if (configured.length >= SECRET_MIN_LENGTH) return configured;
  if (processSecret === null) {
    processSecret = randomBytes(32).toString('base64url');
    if (process.env.NODE_ENV === 'production') {
      logger().warn(
        `DOOR_DEVICE_SECRET is ${configured ? `shorter than ${SECRET_MIN_LENGTH} characters` : 'unset'}: ` +
          'device cookies are trusted only by this process until it restarts.',
      );
    }
  }
  return processSecret;
}

const mac = (purpose: string, text: string) => createHmac('sha256', deviceSecret()).update(`${purpose}\0${text}`).digest('base64url');

/** The login a device cookie names: not the e-mail itself, and nothing anyone without the secret can compute. */
const loginOf = (email: string) => mac('login', email).slice(0, 22);

/** A new device cookie for the customer who has just signed in with `email` (canonical). */
export function deviceCookieFor(email: string): string {
  const login = loginOf(email);
  const nonce = randomBytes(16).toString('base64url');
  return serialiseCookie(DEVICE_COOKIE, `${login}.${nonce}.${mac('device', `${login}.${nonce}`)}`, { httpOnly: true, maxAge: DEVICE_MAX_AGE_SECONDS });
}

/**
 * The device a cookie names when it is genuine and names the login `email` (canonical), else
 * null: a forged or altered cookie, or one for another customer, makes an unknown browser.
 */
export function trustedDevice(cookie: string | undefined, email: string): string | null {
  const [login, nonce, signature, extra] = (cookie ?? '').split('.');
  if (!login || !nonce || !signature || extra !== undefined || email === '') return null;
  const expected = Buffer.from(mac('device', `${login}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return login === loginOf(email) ? `${login}.${nonce}` : null;
}
