import 'server-only';
import { CREW_TOKEN } from '@/modules/jobs/config';
import type { SharedJob } from '@/modules/jobs/contract';
import { doorAbuseLimits } from '@/server/door/abuse-limits';
import { clientAddressOf } from '@/server/door/client-address';
import { callDashboard, dashboardAddress } from '@/server/dashboard/client';
import { deadlineIn } from '@/server/dashboard/deadline';

/** What a crew link opened: the job, nothing (unknown, revoked, expired, or no jobs on the dashboard), or too many tries. */
export type CrewRead = { kind: 'found'; data: SharedJob } | { kind: 'missing' } | { kind: 'limited'; refusal: Response };

/**
 * The crew's read by its token (docs/contract.md §10 "Crew links"), for the shared page and its
 * pack. Each try, good token or not, spends a point of the door's crew-links limit for the
 * client, so the link's page is no faster way to guess tokens than the door. The token goes to
 * the dashboard in the body; a token not in base64url's 43 characters is asked of nobody.
 */
export async function readCrewJob(token: string, requestHeaders: Headers): Promise<CrewRead> {
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
  const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });
  const body = new TextEncoder().encode(new URLSearchParams({ token }).toString());
  const answer = await callDashboard(dashboardAddress('jobs/shared'), { method: 'POST', headers, body }, deadlineIn());
  await reservation.settle(answer.status);
  if (answer.status === 404 || answer.status === 422) return { kind: 'missing' };
  if (answer.status !== 200) throw new Error(`Dashboard /jobs/shared answered ${answer.status}`);
  return { kind: 'found', data: (JSON.parse(new TextDecoder().decode(answer.body)) as { data: SharedJob }).data };
}
