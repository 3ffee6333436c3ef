/** The demo customer (sandbox/README.md), a seeded order and job of theirs (sandbox/src/commerce/seed-orders.ts), for pages measured signed in. */
import { storefrontOrigin } from './server.mjs';

const DEMO = { email: 'customer@example.com', password: 'Sandbox-pass-1' };
export const DEMO_ORDER_PATH = '/account/orders/9003';
/** Their seeded job "Miller kitchen" (sandbox/src/jobs/seed.ts), with lines and a site. */
export const DEMO_JOB_PATH = '/account/jobs/2';

/** Signs the demo customer in through the door, as the sign-in form does; answers the Cookie header. */
export async function demoCustomerCookie(extraHeaders = {}) {
  const response = await fetch(`${storefrontOrigin}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...extraHeaders },
    body: new URLSearchParams({ email: DEMO.email, password: DEMO.password, rememberMe: '1' }),
  });
  if (!response.ok) throw new Error(`Signing in the demo customer answered ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}
