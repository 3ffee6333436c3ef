import { E2E_PORTS } from '../scripts/lib/ports.mjs';

/** The storefront under test accepts POST /api/revalidate with this secret. */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret';
/** How long the test server keeps a /search page: short, so a rebuilt search index shows within a test's wait. */
export const E2E_SEARCH_PAGE_SECONDS = 3;

export const SANDBOX_URL = `http://127.0.0.1:${E2E_PORTS.sandbox}`;

export const DEMO_CUSTOMER = {
  email: 'customer@example.com',
  password: 'Sandbox-pass-1',
  firstName: 'Dana',
} as const;

/**
 * Puts the sandbox back to its seed. Tests run in two workers against one sandbox, so call
 * this only from a serial test that no other test can be disturbed by; the global setup
 * already resets once per run.
 */
export async function resetSandbox(): Promise<void> {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`Sandbox reset failed: ${response.status} ${await response.text()}`);
}
