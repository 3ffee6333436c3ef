import { door } from '@/server/door/door';
import { AUTH_COOKIE } from '@/shared/api/cookie-names';
import { BROWSER_ORIGIN, SANDBOX_ORIGIN, sandbox } from '../msw/server';
import { setCookiesOf, DEMO } from '../door/door-helpers';
import { loadPdf } from './pdf-text';

/** The sign-in key the server's cookies() hands the pack's route (the auth cookie, decoded). */
export const serverJar = { apiKey: '' };

/** What next/headers cookies() gives the route: mock it with `cookies: async () => serverCookies()`. */
export const serverCookies = () => ({ get: (name: string) => (name === AUTH_COOKIE && serverJar.apiKey ? { name, value: serverJar.apiKey } : undefined) });

/** Signs `email` in through the door and keeps the key for the next route call. */
export async function signInAs(email = DEMO.email) {
  const answer = await door(new Request(`${BROWSER_ORIGIN}/api/user/login`, { method: 'POST', body: new URLSearchParams({ email, password: DEMO.password }) }));
  serverJar.apiKey = decodeURIComponent(setCookiesOf(answer).get(AUTH_COOKIE)!.value);
}

/** Another customer, with the demo customer's password. */
export function addCustomer(email: string) {
  const demo = sandbox.db().accounts.users[0];
  sandbox.db().accounts.users.push({ ...demo, id: 99, email });
}

/** The pages of one of the sandbox's sheets, read straight from the dashboard. */
export async function sheetPages(path: string): Promise<number> {
  const answer = await fetch(`${SANDBOX_ORIGIN}${path}`);
  return (await loadPdf(await answer.arrayBuffer())).getPageCount();
}
