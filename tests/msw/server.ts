/**
 * The tests' network: MSW hands every request to the real code behind it.
 * - SANDBOX_ORIGIN/* → the sandbox app (the dashboard API), in-process.
 * - BROWSER_ORIGIN/api/* → the storefront's door (the real route handler), which forwards to
 *   the sandbox; a small cookie jar plays the browser's part so httpOnly cookies round-trip.
 * A test that needs a failure overrides one handler with server.use(...).
 */
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createSandboxApp } from '@sandbox/app';
import { door } from '@/server/door/door';
import { BrowserCookieJar } from './cookie-jar';

export const SANDBOX_ORIGIN = 'http://sandbox.test';
export const BROWSER_ORIGIN = 'http://localhost:3000';

process.env.DASHBOARD_API_URL = SANDBOX_ORIGIN;

export const sandbox = createSandboxApp({ log: () => {}, storefrontUrl: BROWSER_ORIGIN });
export const cookieJar = new BrowserCookieJar();

export const server = setupServer(
  http.all(`${SANDBOX_ORIGIN}/*`, ({ request }) => sandbox.app.fetch(request)),
  http.all(`${BROWSER_ORIGIN}/api/*`, async ({ request }) => {
    const response = await door(cookieJar.attach(request));
    cookieJar.store(response);
    return response;
  }),
);

/** Between tests: a fresh seed and a browser with no cookies. */
export function resetBrowser() {
  sandbox.reset();
  cookieJar.clear();
}
