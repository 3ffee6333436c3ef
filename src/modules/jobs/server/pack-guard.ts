import 'server-only';
import { doorAbuseLimits } from '@/server/door/abuse-limits';
import { clientAddressOf } from '@/server/door/client-address';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_LOCALE, type Locale } from '@/shared/i18n/locales';
import { packLimits } from './pack-limits';

const BUSY_RETRY_SECONDS = 10;

// Route handlers are bundled apart (the owner's pack, the crew's): one count per process.
const IN_FLIGHT = Symbol.for('ledfloor.packsInFlight');
const holder = globalThis as { [IN_FLIGHT]?: { count: number } };
const inFlight = () => (holder[IN_FLIGHT] ??= { count: 0 });

/** "Too many attempts. Try again in 2 minutes." in the page's language, from the door's Retry-After (seconds). */
export async function tooManyText(locale: Locale, retryAfter: string | null): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'kit.client.errors' });
  const seconds = Number(retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? t('tooManyIn', { minutes: Math.max(1, Math.ceil(seconds / 60)) }) : t('tooManyWait');
}

/** A refusal the customer reads: plain text (a link's download shows it as the page), with when to try again. */
function refusal(status: number, message: string, retryAfter: string): Response {
  return new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': retryAfter, 'cache-control': 'private, no-store' },
  });
}

/** The door's refusal of too many tries (its JSON, in English) as the customer reads it: plain text in the page's language, its Retry-After kept. */
export async function tooManyAnswer(doorRefusal: Response, locale: Locale = DEFAULT_LOCALE): Promise<Response> {
  const retryAfter = doorRefusal.headers.get('retry-after') ?? '60';
  return refusal(429, await tooManyText(locale, retryAfter), retryAfter);
}

/**
 * What stands before a job pack (docs/jobs.md "Packs within bounds"): at most JOB_PACK_MAX_IN_FLIGHT packs are made
 * at once on this instance (another is 503 with Retry-After, spending none of the customer's
 * limit), and each pack spends a point of the door's job-packs limit per client and per account
 * (429 with Retry-After past it). `make` gets the request's signal: the customer leaving stops the
 * pack, which then answers nothing useful to no one. Refusals are in `locale`, the page's language.
 */
export async function guardPack(
  request: Request,
  apiKey: string | undefined,
  make: (signal: AbortSignal) => Promise<Response>,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Response> {
  const packs = inFlight();
  // Counted before anything is awaited, so a burst cannot slip past the cap.
  packs.count += 1;
  try {
    if (packs.count > packLimits().maxInFlight) {
      const t = await getTranslations({ locale, namespace: 'jobs.server.pack' });
      return refusal(503, t('busy'), String(BUSY_RETRY_SECONDS));
    }
    const reservation = await doorAbuseLimits()({
      rule: { limit: 'jobPacks' },
      client: clientAddressOf(request),
      fields: {},
      cookies: { apiKey, hasProfile: false, hasBasketCount: false, sessionOnlySignIn: false, renamed: [] },
    });
    if ('refusal' in reservation) return tooManyAnswer(reservation.refusal, locale);
    try {
      const answer = await make(request.signal);
      await reservation.settle(answer.status);
      return answer;
    } catch (error) {
      if (!request.signal.aborted) throw error;
      // The customer left: no one reads this.
      await reservation.settle(499);
      return new Response(null, { status: 499 });
    }
  } finally {
    packs.count -= 1;
  }
}
