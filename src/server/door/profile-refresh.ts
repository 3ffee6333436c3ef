import 'server-only';
import type { User } from '@/modules/accounts/contract';
import { PROFILE_COOKIE } from '@/shared/api/cookie-names';
import { PERSISTENT_MAX_AGE_SECONDS, serialiseCookie, type DoorCookies } from './cookies';
import { parseJson } from './json';
import type { DashboardAnswer } from '../dashboard/client';

/**
 * The readable profile cookie follows the dashboard's record, so a new name or picture shows in
 * the header on every page, not only until the next reload. It keeps the sign-in's lifetime.
 * For calls that answer the customer's own profile (calls.ts answersProfile).
 */
export function refreshedProfileCookies(upstream: DashboardAnswer, cookies: DoorCookies): string[] {
  if (!cookies.apiKey || upstream.status !== 200) return [];
  const user = parseJson<{ user?: Partial<User> }>(upstream.body)?.user;
  if (typeof user?.id !== 'number' || typeof user.first_name !== 'string' || typeof user.last_name !== 'string' || typeof user.email !== 'string') {
    return [];
  }
  const remember = !cookies.sessionOnlySignIn;
  const { id, first_name, last_name, email, img = null } = user;
  const value = JSON.stringify({ id, first_name, last_name, email, img, remember });
  return [serialiseCookie(PROFILE_COOKIE, value, { httpOnly: false, maxAge: remember ? PERSISTENT_MAX_AGE_SECONDS : undefined })];
}
