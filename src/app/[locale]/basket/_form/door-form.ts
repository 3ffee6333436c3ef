import 'server-only';
import { refusedBodyAnswer } from '@/server/door/answers';
import { crossSiteRefusal } from '@/server/door/cross-site';
import { postThroughDoor } from '@/server/door/on-behalf';
import { BodyRefused, readLimitedBody } from '@/server/door/request-body';
import { startDeadline } from '@/server/dashboard/deadline';
import { isLimitText, type BasketErrorCode } from '@/modules/basket';
import { isLocale, type Locale } from '@/shared/i18n/locales';
import { splitLocale } from '@/shared/i18n/locale-path.mjs';

/**
 * The cross-site refusal of the door's call `path` (a state-changing POST), for a plain form
 * posted to a storefront route: the same rule the door applies, before the form is read.
 */
export const plainFormRefusal = (request: Request, path: string) =>
  crossSiteRefusal(request, { method: 'POST', path, search: '', rule: {} });

/** The route's `[locale]` segment (Next gives it; a test calling the handler alone, the path tells it). */
export interface LocaleRouteContext {
  params: Promise<{ locale: string }>;
}

/** The language of the page that posted: its redirects go back to the page in that language. */
export async function formLocale(request: Request, context?: LocaleRouteContext): Promise<Locale> {
  const segment = context ? (await context.params).locale : undefined;
  return isLocale(segment) ? segment : splitLocale(new URL(request.url).pathname).locale;
}

/** A basket form holds a few short fields; anything larger is not one of ours. */
const FORM_BYTES_MAX = 16 * 1024;

/**
 * The posted form, read up to a small limit and within the door's deadline (DOOR_TIMEOUT_MS):
 * null for an oversized or unreadable body, the door's 408 for a sender that stops sending.
 */
export async function readSmallForm(request: Request): Promise<FormData | null | Response> {
  let body: Uint8Array<ArrayBuffer> | undefined;
  try {
    body = await readLimitedBody(request, startDeadline(request, { carryThrough: false }), FORM_BYTES_MAX);
  } catch (error) {
    if (!(error instanceof BodyRefused)) throw error;
    return error.kind === 'tooSlow' ? refusedBodyAnswer(error) : null;
  }
  if (!body) return null;
  try {
    return await new Response(body, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return null;
  }
}

export const textField = (form: FormData | null, name: string) => {
  const value = form?.get(name);
  return typeof value === 'string' ? value : null;
};

export interface DoorFormResult {
  error: BasketErrorCode | null;
  setCookies: string[];
}

/**
 * Sends a plain form's basket call through the door (POST /api/<path>), exactly as the page's
 * script would; the body is the form the route built from what it checked.
 */
export async function basketCallThroughDoor(request: Request, path: string, fields: FormData): Promise<DoorFormResult> {
  const answer = await postThroughDoor(request, path, fields);
  const setCookies = answer.headers.getSetCookie();
  if (answer.ok) return { error: null, setCookies };
  const body = (await answer.json().catch(() => null)) as { message?: unknown } | null;
  return { error: isLimitText(body?.message) ? 'limit' : 'failed', setCookies };
}

/** 303 to a path on this site (callers pass only checked paths), carrying the door's cookies. */
export function seeOther(path: string, setCookies: string[] = []): Response {
  const headers = new Headers({ location: path, 'cache-control': 'no-store' });
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** A whole number within min..max, or null. */
export function wholeNumber(raw: string | null, min: number, max = Number.MAX_SAFE_INTEGER): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}
