/**
 * The one production build the tests share (npm test's build step, the browser tests and the
 * scale test): it bakes the sandbox origin (image rewrites, payment form URL, CSP) and the site
 * URL in, so it is made for the test ports and every server started on it uses that sandbox port.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { E2E_PORTS } from './ports.mjs';
import { repoRoot } from './processes.mjs';

export const TEST_DIST_DIR = '.next';

export const testBuildEnv = (env = process.env) => ({
  ...env,
  SANDBOX_PORT: String(E2E_PORTS.sandbox),
  NEXT_PUBLIC_SITE_URL: `http://localhost:${E2E_PORTS.storefront}`,
  DASHBOARD_API_URL: '',
});

export const testBuildExists = () => existsSync(path.join(repoRoot, TEST_DIST_DIR, 'BUILD_ID'));
