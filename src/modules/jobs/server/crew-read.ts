import 'server-only';
import { CREW_TOKEN } from '@/modules/jobs/config';
import type { SharedJob } from '@/modules/jobs/contract';
import { doorAbuseLimits } from '@/server/door/abuse-limits';
import { clientAddressOf } from '@/server/door/client-address';
import { callDashboard, dashboardAddress } from '@/server/dashboard/client';
import { deadlineIn } from '@/server/dashboard/deadline';
import { dataOf, DashboardRefusal, readAnswer, RECORD_MISSING } from '@/server/dashboard/read';
import { DEFAULT_LOCALE, LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';

/** What a crew link opened: the job, nothing (unknown, revoked, expired, or no jobs on the dashboard), or too many tries. */
export type CrewRead = { kind: 'found'; data: SharedJob } | { kind: 'missing' } | { kind: 'limited'; refusal: Response };

/**
 * The crew's read by its token (docs/contract.md §10 "Crew links"), for the shared page and its
 * pack. Each try, good token or not, spends a point of the door's crew-links limit for the
 * client, so the link's page is no faster way to guess tokens than the door. The token goes to
 * the dashboard in the body; a token not in base64url's 43 characters is asked of nobody.
 */
export async function readCrewJob(token: string, requestHeaders: Headers, locale: Locale = DEFAULT_LOCALE): Promise<CrewRead> {
  const client = clientAddressOf(new Request('http://shop.invalid/', { headers: requestHeaders }));
  const reservation = await doorAbuseLimits()({
    rule: { limit: 'crewLinks' },
    client,
    fields: {},
    cookies: { hasProfile: false, hasBasketCount: false, sessionOnlySignIn: false, renamed: [] },
  });
  if ('refusal' in reservation) return { kind: 'limited', refusal: reservation.refusal };
  if (!CREW_TOKEN.test(token)) {
    await reservation.settle(404);
    return { kind: 'missing' };
  }
  // The lines' names and sheets in the page's language (docs/contract.md §12).
  const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded', 'accept-language': LANGUAGE_TAG[locale] });
  const body = new TextEncoder().encode(new URLSearchParams({ token }).toString());
  const answer = await callDashboard(dashboardAddress('jobs/shared'), { method: 'POST', headers, body }, deadlineIn());
  await reservation.settle(answer.status);
  const read = readAnswer(answer, 'jobs/shared', { shape: dataOf<SharedJob>, missing: RECORD_MISSING });
  // The crew's read is sent with no identity: a 401 is the dashboard refusing it, not a sign-in to ask for.
  if (read.kind === 'signed-out') throw new DashboardRefusal('jobs/shared', answer.status);
  return read;
}
