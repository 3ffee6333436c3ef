import { failureAnswer, jsonAnswer, passAnswer, refusedBodyAnswer } from './answers';
import { basketCountCookie, basketCountOf, clearBasketCountCookie } from './basket-count';
import { doorCookiesOf, sessionCookie, signInCookies, signOutCookies } from './cookies';
import { readRememberMe, takeAuthKey } from './login';
import { apiPathOf, LOGIN_PATH, LOGOUT_PATH, PASSWORD_RESET_PATH } from './paths';
import type { DoorGuard } from './guard';
import { refreshedProfileCookies } from './profile-refresh';
import { BodyRefused, readLimitedBody } from './request-body';
import { fetchSessionToken, SESSION_PATH, sessionIsGone } from './session';
import { callUpstream, startDeadline, upstreamHeaders, upstreamUrl, UpstreamFailure } from './upstream';

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

/**
 * The browser's one door to the dashboard API (docs/architecture.md §1): forwards any call to
 * {DASHBOARD_API_URL}/api/<path>, keeping the session token and the auth key in httpOnly
 * cookies and sending them upstream as headers. Plain Web Request/Response so tests call it.
 * A guard (the abuse limits) sees the call once its body is read, before the dashboard does.
 */
export async function forward(request: Request, guard?: DoorGuard): Promise<Response> {
  const url = new URL(request.url);
  const path = apiPathOf(url);
  if (path === null) return jsonAnswer(404, { message: 'Not found' });

  const method = request.method.toUpperCase();
  const cookies = doorCookiesOf(request);
  const isLogin = method === 'POST' && path === LOGIN_PATH;
  // Logout signs the browser out even when the dashboard cannot be reached; a profile without
  // the key behind it would show a name the dashboard no longer knows.
  let signOut = (method === 'POST' && path === LOGOUT_PATH) || (cookies.hasProfile && !cookies.apiKey);
  let sessionReplaced = false;
  const setCookies: string[] = [];
  // The readable basket count follows the basket it describes: a fresh basket answer sets it;
  // signing out or a new visitor session (a new, empty basket) drops it.
  const countCookies = (count: number | null) => {
    if (count !== null) return [basketCountCookie(count, cookies.sessionOnlySignIn)];
    return signOut || (sessionReplaced && cookies.hasBasketCount) ? [clearBasketCountCookie()] : [];
  };
  const answerCookies = (count: number | null = null) => [
    ...setCookies,
    ...(signOut ? signOutCookies() : []),
    ...countCookies(count),
  ];
  const deadline = startDeadline(request);

  try {
    // Read first: an oversized or stalled body is refused before the dashboard is asked anything.
    const body = BODYLESS_METHODS.has(method) ? undefined : await readLimitedBody(request, deadline);
    const verdict = guard ? await guard({ request, path, method, body }) : {};
    if (verdict.refusal) return verdict.refusal;
    let sessionToken = cookies.sessionToken;
    const renewSession = async () => {
      sessionToken = await fetchSessionToken(request, deadline);
      sessionReplaced = true;
      setCookies.push(sessionCookie(sessionToken));
    };
    if (!sessionToken && !cookies.apiKey) await renewSession();
    // The token itself never reaches the browser: it only learns that a session exists.
    if (path === SESSION_PATH && method === 'GET') return jsonAnswer(200, { ok: true }, answerCookies());

    // A stale key must not turn a fresh sign-in into a 401.
    const apiKey = isLogin ? undefined : cookies.apiKey;
    const send = () =>
      callUpstream(
        upstreamUrl(path, url.search),
        { method, headers: upstreamHeaders(request, { sessionToken, apiKey }), body },
        deadline,
      );
    let upstream = await send();
    const visitorToken = apiKey ? undefined : cookies.sessionToken;
    if (upstream.status === 401 && visitorToken && (await sessionIsGone(request, visitorToken, deadline))) {
      await renewSession();
      upstream = await send();
    }
    await verdict.settle?.(upstream.status);

    const signIn = isLogin && upstream.status >= 200 && upstream.status < 300 ? takeAuthKey(upstream.body) : null;
    if (signIn) {
      const remember = await readRememberMe(body, request.headers.get('content-type') ?? '');
      const signInSet = signInCookies(signIn.apiKey, signIn.profile, remember);
      return jsonAnswer(upstream.status, signIn.browserBody, [...setCookies, ...countCookies(null), ...signInSet]);
    }
    if (upstream.status === 401 && (cookies.apiKey || cookies.hasProfile)) signOut = true;
    // The browser's key died with the reset; cookies still naming a customer would send /sign-in
    // on to /account, whose calls then fail, instead of showing the reset's notice.
    if (method === 'POST' && path === PASSWORD_RESET_PATH && upstream.status >= 200 && upstream.status < 300) signOut = true;
    const profileCookies = refreshedProfileCookies(method, path, upstream, cookies);
    return passAnswer(upstream, [...answerCookies(basketCountOf(method, path, upstream)), ...profileCookies]);
  } catch (error) {
    if (error instanceof UpstreamFailure) return failureAnswer(error, answerCookies());
    if (error instanceof BodyRefused) return refusedBodyAnswer(error, answerCookies());
    throw error;
  }
}
