import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { testChromium } from './e2e/chromium';
import { E2E_REVALIDATE_SECRET, E2E_SEARCH_PAGE_SECONDS } from './e2e/sandbox';
import { E2E_PORTS } from './scripts/lib/ports.mjs';

const CI = Boolean(process.env.CI);
const baseURL = `http://localhost:${E2E_PORTS.storefront}`;

/** Spec files that check nothing a width changes (see `projects`): the desktop project alone runs them. */
const PHONE_SKIPS = [
  'basket-leaving.spec.ts',
  'catalogue-cache.spec.ts',
  'checkout-preload.spec.ts',
  'door-client-address.spec.ts',
  'no-pending-requests.spec.ts',
  'own-origin.spec.ts',
  'payment-form.spec.ts',
].map((file) => `**/${file}`);

const reporter: ReporterDescription[] = [['list']];
if (CI) reporter.push(['html', { open: 'never' }]);
// scripts/test.mjs asks for a JSON report to count the tests it ran.
if (process.env.PLAYWRIGHT_JSON_OUTPUT_FILE) reporter.push(['json']);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Three on two cores: while one test waits on a page or the server, another's browser has the
  // CPU (docs/testing.md, "How the suite runs").
  workers: 3,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter,
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL,
    trace: 'on-first-retry',
    // No service worker but in the offline specs, which allow it (docs/testing.md "Browser tests"): every other spec
    // is a first visit, and installing the worker and keeping each page in every test's fresh
    // context cost a sixth of the run's CPU.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: testChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  // Which project a test runs in: the phone project runs what 390 px, touch or the phone's menu can
  // change (journeys and their screenshots, layouts, the menu, every page and modal and each form as
  // it opens under axe: the a11y matrix). A test that checks something no width changes (server
  // answers, cache headers, the door's rules, the payment form's messages, requests left open,
  // what a page fetches, a clock, a state of a page or form the journeys already show on the phone)
  // runs in the desktop project only: whole files in PHONE_SKIPS, single tests tagged @desktop-only.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      testIgnore: PHONE_SKIPS,
      grepInvert: /@desktop-only/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  // The production build (npm test builds it with these ports) and the sandbox, on ports of their own.
  webServer: {
    command: 'node scripts/start.mjs',
    url: baseURL,
    reuseExistingServer: !CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORTS.storefront),
      SANDBOX_PORT: String(E2E_PORTS.sandbox),
      NEXT_PUBLIC_SITE_URL: baseURL,
      DASHBOARD_API_URL: '',
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      SEARCH_PAGE_CACHE_SECONDS: String(E2E_SEARCH_PAGE_SECONDS),
      // Every spec signs customers up from one address (localhost); the door's default of 20
      // account calls per client per 15 minutes is for the public, not for a whole test run.
      DOOR_LIMIT_ACCOUNT_CALLS_PER_CLIENT: '1000',
      // The same for failed sign-ins across e-mails (100 an hour for the public): the specs' wrong
      // passwords all come from localhost, and past 100 every later spec's sign-in would be refused.
      // The per-e-mail limits, which the specs test, stay.
      DOOR_LIMIT_FAILED_SIGNINS_PER_CLIENT: '1000',
      // Likewise the call limits (README Configuration), and the e-mails the form specs send again
      // and again on both projects; each spec signs in afresh, so the per-account counts stay.
      ...Object.fromEntries(
        ['COUPON_CHECKS', 'SHIPPING_RATES', 'SUBSCRIBE', 'SERVICE_REQUESTS', 'PASSWORD_CHANGES', 'AVATAR_UPLOADS', 'ORDERS', 'REVIEWS', 'FORGOT_PASSWORD'].map((name) => [`DOOR_LIMIT_${name}_PER_CLIENT`, '1000']),
      ),
      DOOR_LIMIT_SUBSCRIBE_PER_EMAIL: '1000',
      DOOR_LIMIT_SERVICE_REQUESTS_PER_EMAIL: '1000',
      DOOR_LIMIT_FORGOT_PASSWORD_PER_EMAIL: '1000',
      // The test runner plays the reverse proxy: the account specs name their own client in
      // x-forwarded-for, which the door reads only from a trusted proxy's connection.
      DOOR_TRUSTED_PROXIES: '127.0.0.1,::1',
    },
  },
});
