import 'server-only';
import { failureAnswer, jsonAnswer, passAnswer } from './answers';
import { basketCountCookie, basketCountOf, clearBasketCountCookie } from './basket-count';
import { canonicalEmail, type DoorFields } from './body-fields';
import { sessionCookie, signInCookies, signOutCookies, type DoorCookies } from './cookies';
import { deviceCookieFor } from './device-cookie';
import type { DashboardExchange } from './dashboard';
import type { DoorCall } from './door-call';
import { isRememberMe, takeAuthKey } from './login';
import { refreshedProfileCookies } from './profile-refresh';
import { DashboardFailure, isSuccess } from '../dashboard/client';

interface Answering {
  call: DoorCall;
  cookies: DoorCookies;
  exchange: DashboardExchange;
  /** The fields the door read (body-fields.ts): a sign-in's email and rememberMe. */
  fields: DoorFields;
}


/**
 * The browser's answer and its cookies. The session token and auth key stay in httpOnly
 * cookies, and a sign-in marks the browser with a new device cookie; the readable basket count
 * follows the basket it describes (a fresh basket answer sets it, signing out or a new visitor
 * session, i.e. a new empty basket, drops it).
 */
export function answerDoorCall({ call, cookies, exchange, fields }: Answering): Response {
  const { upstream, failure, newSessionToken } = exchange;
  // Cookies held under their earlier names are replaced first; what this answer sets comes after and wins.
  const session = [...cookies.renamed, ...(newSessionToken ? [sessionCookie(newSessionToken)] : [])];
  const dropCount = newSessionToken !== undefined && cookies.hasBasketCount;

  if (call.rule.role === 'signIn' && upstream && isSuccess(upstream.status)) {
    const signIn = takeAuthKey(upstream.body);
    // A success without a usable key must not hand the browser whatever key the body holds.
    if (!signIn) return failureAnswer(new DashboardFailure('invalid'), session);
    const remember = isRememberMe(fields.rememberMe);
    const count = dropCount ? [clearBasketCountCookie()] : [];
    // The browser is trusted for the e-mail the limits counted, the one the customer typed.
    const device = deviceCookieFor(canonicalEmail(fields.email));
    return jsonAnswer(upstream.status, signIn.browserBody, [...session, ...count, ...signInCookies(signIn.apiKey, signIn.profile, remember), device]);
  }

  // Logout signs the browser out even when the dashboard cannot be reached; a profile without the
  // key behind it, or a key the dashboard refuses, would show a name the dashboard no longer knows.
  const signOut =
    call.rule.role === 'signOut' ||
    (call.rule.endsSignIn === true && upstream !== undefined && isSuccess(upstream.status)) ||
    (cookies.hasProfile && !cookies.apiKey) ||
    (upstream?.status === 401 && (Boolean(cookies.apiKey) || cookies.hasProfile));
  const basketCount = upstream && call.rule.answersBasket ? basketCountOf(upstream) : null;
  const cookieLines = [
    ...session,
    ...(signOut ? signOutCookies() : []),
    ...(basketCount !== null ? [basketCountCookie(basketCount, cookies.sessionOnlySignIn)] : signOut || dropCount ? [clearBasketCountCookie()] : []),
    ...(upstream && call.rule.answersProfile ? refreshedProfileCookies(upstream, cookies) : []),
  ];
  if (failure) return failureAnswer(failure, cookieLines);
  // The token itself never reaches the browser: it only learns that a session exists.
  if (!upstream) return jsonAnswer(200, { ok: true }, cookieLines);
  return passAnswer(upstream, cookieLines);
}
