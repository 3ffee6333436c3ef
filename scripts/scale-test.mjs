/**
 * The scale test: runs playwright.scale.config.ts on the browser tests' build (.next, made for
 * the test ports by scripts/lib/test-build.mjs), whose spec starts Redis, the sandbox on the
 * build's sandbox port and two instances itself. It builds first unless --no-build finds that
 * build (npm test passes it after its own build step). Needs redis-server on PATH (Debian:
 * apt-get install redis-server; .ci/run installs it).
 */
import { SCALE_PORTS } from './lib/ports.mjs';
import { startNode } from './lib/processes.mjs';
import { testBuildEnv, testBuildExists } from './lib/test-build.mjs';

const env = {
  ...process.env,
  // The build names the test port as the shop's; the spec reaches each instance at its own port,
  // where customers would see one origin through the load balancer: A's and B's are the shop's too.
  DOOR_ALLOWED_ORIGINS: [SCALE_PORTS.a, SCALE_PORTS.b].map((port) => `http://localhost:${port}`).join(','),
  NEXT_TELEMETRY_DISABLED: '1',
};

if (!(process.argv.includes('--no-build') && testBuildExists())) {
  console.log('Building .next/ for the test ports…');
  const built = await startNode(['scripts/build.mjs'], { env: testBuildEnv() }).exited;
  if (built !== 0) process.exit(built);
}
process.exit(await startNode(['node_modules/@playwright/test/cli.js', 'test', '-c', 'playwright.scale.config.ts'], { env }).exited);
