/**
 * The scale test: builds .next-scale (unless --no-build finds one) for the scale ports, then runs
 * playwright.scale.config.ts, whose spec starts Redis, the sandbox and two instances itself.
 * Needs redis-server on PATH (Debian: apt-get install redis-server; .ci/run installs it).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SCALE_PORTS } from './lib/ports.mjs';
import { repoRoot, startNode } from './lib/processes.mjs';

const distDir = '.next-scale';
const env = {
  ...process.env,
  NEXT_DIST_DIR: distDir,
  SANDBOX_PORT: String(SCALE_PORTS.sandbox),
  NEXT_PUBLIC_SITE_URL: `http://localhost:${SCALE_PORTS.a}`,
  // The spec reaches each instance at its own port, where customers would see one origin through
  // the load balancer: B's port is the shop's too.
  DOOR_ALLOWED_ORIGINS: `http://localhost:${SCALE_PORTS.b}`,
  DASHBOARD_API_URL: '',
  NEXT_TELEMETRY_DISABLED: '1',
};

const reuse = process.argv.includes('--no-build') && existsSync(path.join(repoRoot, distDir, 'BUILD_ID'));
if (!reuse) {
  console.log(`Building into ${distDir}/ for the scale ports…`);
  const built = await startNode(['scripts/build.mjs'], { env }).exited;
  if (built !== 0) process.exit(built);
}
process.exit(await startNode(['node_modules/@playwright/test/cli.js', 'test', '-c', 'playwright.scale.config.ts'], { env }).exited);
