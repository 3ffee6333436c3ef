import { ApiError, CANCELLED_MESSAGE, errorFromAnswer, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './errors';
import { LOGOUT_EVENT } from './events';

/**
 * The browser's one way to the storefront's /api door (docs/architecture.md §1). A call goes from
 * the shop's own page, or its service worker, with the door's cookies: the browser adds the Origin
 * and Sec-Fetch-Site the door checks, and no token is ever handled here. It is a fetch: a
 * keepalive call outlives the page, and the service worker has no XHR. It starts synchronously,
 * so a call made in the event that announces the page's leaving is on its way before the page goes.
 */

export type Query = Record<string, string | number | null | undefined>;

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: FormData | URLSearchParams;
  /** Sent as the query string; null and undefined are left out. */
  query?: Query;
  headers?: Record<string, string>;
  /** Cancels the call (a newer search replaces the one on its way). */
  signal?: AbortSignal;
  /** The client's own limit, until the answer's headers (the door sends its body whole, within its own limit). */
  timeoutMs?: number;
  /** The browser finishes the call even when the page is hidden, reloaded or closed meanwhile. */
  keepalive?: boolean;
}

export const ANSWER_HEADERS = { Accept: 'application/json' };

/** `/api<path>` with its query, on the origin of the page or worker that calls. */
export function apiUrl(path: string, query: Query = {}): string {
  const pairs = Object.entries(query).flatMap(([name, value]): [string, string][] => (value == null ? [] : [[name, String(value)]]));
  return `/api${path}${pairs.length > 0 ? `?${new URLSearchParams(pairs).toString()}` : ''}`;
}

/** The caller's signal, joined by the limit's when there is one (AbortSignal.any is newer than some browsers the shop serves). */
function limitedSignal(signal: AbortSignal | undefined, timeoutMs: number | undefined): { signal?: AbortSignal; end: () => void } {
  if (timeoutMs === undefined) return { signal, end: () => {} };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(TIMEOUT_MESSAGE, 'TimeoutError')), timeoutMs);
  const cancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) cancel();
  else signal?.addEventListener('abort', cancel, { once: true });
  return { signal: controller.signal, end: () => clearTimeout(timer) };
}

/**
 * The page's language (`<html lang>`, en-US or fr-CA), as the door reads it for its own answers
 * and the dashboard's (src/server/door/language.ts), not the browser's own preference list.
 */
function pageLanguage(): Record<string, string> {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language ? { 'accept-language': language } : {};
}

/** Sends `/api<path>` and gives the door's answer as it came; rejects only when no answer came. */
export function callApi(path: string, { method, body, query, headers, signal, timeoutMs, keepalive }: CallOptions = {}): Promise<Response> {
  const limit = limitedSignal(signal, timeoutMs);
  const sent = fetch(apiUrl(path, query), {
    method: method ?? (body ? 'POST' : 'GET'),
    body,
    keepalive,
    credentials: 'same-origin',
    headers: { ...ANSWER_HEADERS, ...pageLanguage(), ...headers },
    signal: limit.signal,
  });
  sent.then(limit.end, limit.end);
  return sent;
}

/**
 * Sends `body` to `/api<path>` as a beacon (the page-view reports): the browser delivers it with
 * the page's cookies even as the page goes, and nothing answers. False when the browser refused it.
 */
export const sendApiBeacon = (path: string, body: string): boolean => navigator.sendBeacon(apiUrl(path), body);

type Navigate = (path: string) => void;

const HOME = '/';

let navigate: Navigate = (path) => window.location.assign(path);

/**
 * Chooses how a 401 goes home (the app may pass its router; tests a spy).
 * Returns a function that puts the previous one back.
 */
export function setNavigate(next: Navigate): () => void {
  const previous = navigate;
  navigate = next;
  return () => {
    navigate = previous;
  };
}

/** A 401 means the sign-in is gone: the store forgets the customer and the page goes home. */
function failed(apiError: ApiError): never {
  if (apiError.status === 401 && typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(LOGOUT_EVENT));
    if (window.location.pathname !== HOME) navigate(HOME);
  }
  throw apiError;
}

/** What a call that got no answer threw, in the customer's words. */
function unanswered(error: unknown): ApiError {
  const name = error !== null && typeof error === 'object' && 'name' in error ? error.name : null;
  if (name === 'TimeoutError') return new ApiError(0, TIMEOUT_MESSAGE, {}, 'timeout');
  if (name === 'AbortError') return new ApiError(0, CANCELLED_MESSAGE, {}, 'cancelled');
  return new ApiError(0, NETWORK_ERROR_MESSAGE, {}, 'network');
}

/** The body as JSON, or its text when it is not JSON. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The answer of a call with its status: its JSON body, or an ApiError (docs/contract.md §7) that
 * a 401 also announces as a logout. A call that got no answer is status 0: no connection, the
 * client's limit, or cancelled.
 */
export async function readAnswered<T>(sent: Promise<Response>): Promise<{ data: T; status: number }> {
  let response: Response;
  let data: unknown;
  try {
    response = await sent;
    data = await bodyOf(response);
  } catch (error) {
    return failed(unanswered(error));
  }
  if (!response.ok) return failed(errorFromAnswer(response.status, data, response.headers.get('retry-after')));
  return { data: data as T, status: response.status };
}

/** The body of a call's answer, or the ApiError it carries (readAnswered). */
export const readAnswer = <T>(sent: Promise<Response>): Promise<T> => readAnswered<T>(sent).then(({ data }) => data);
