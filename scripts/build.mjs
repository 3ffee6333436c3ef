/**
 * npm run build: `next build` with the embedded sandbox running, because the catalogue pages
 * are prerendered from the dashboard API. DASHBOARD_API_URL set: builds against that instead.
 * Honours NEXT_DIST_DIR like next.config.ts does. Afterwards the start-up chunks get V8's compile
 * hint (lib/compile-hints.mjs). First it checks that the card form fits the dashboard
 * (lib/payment-form-check.mjs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addCompileHints } from './lib/compile-hints.mjs';
import { reportPaymentForm } from './lib/payment-form-check.mjs';
import { nextBin, onShutdownSignal, repoRoot, startNode } from './lib/processes.mjs';
import { startEmbeddedSandbox } from './lib/sandbox.mjs';
import { buildServiceWorker } from './lib/service-worker.mjs';

// next build adds `<distDir>/types` globs to tsconfig.json for any dist dir it has not seen;
// a side build (bench, tests) must not leave the tracked tsconfig.json changed.
const tsconfigPath = path.join(repoRoot, 'tsconfig.json');
const tsconfigBefore = readFileSync(tsconfigPath, 'utf8');
const distDir = process.env.NEXT_DIST_DIR ?? '.next';

/** Puts tsconfig.json back only when Next's added globs are its sole change (never undoes a person's edit). */
function restoreTsconfig() {
  if (distDir === '.next') return;
  const now = readFileSync(tsconfigPath, 'utf8');
  if (now === tsconfigBefore) return;
  try {
    const added = new Set([`${distDir}/types/**/*.ts`, `${distDir}/dev/types/**/*.ts`]);
    const after = JSON.parse(now);
    after.include = after.include?.filter((glob) => !added.has(glob));
    if (JSON.stringify(after) === JSON.stringify(JSON.parse(tsconfigBefore))) writeFileSync(tsconfigPath, tsconfigBefore);
  } catch {
    // Not plain JSON (comments): leave it as it is.
  }
}

let sandbox = null;
let stopRequested = false;
let build = null;

onShutdownSignal(async () => {
  stopRequested = true;
  build?.kill('SIGTERM');
  await build?.exited;
  await sandbox?.stop();
  restoreTsconfig();
  process.exit(1);
});

// A real dashboard with the sandbox's card form cannot take payments (docs/deployment.md "Card payments").
if (reportPaymentForm(process.env)) process.exit(1);

try {
  sandbox = await startEmbeddedSandbox();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (stopRequested) {
  await sandbox.stop();
  process.exit(1);
}

build = startNode([nextBin, 'build', ...process.argv.slice(2)], { env: sandbox.env });
const code = await build.exited;
await sandbox.stop();
restoreTsconfig();
if (code === 0) {
  const marked = addCompileHints(path.resolve(repoRoot, distDir));
  console.log(`Compile hint added to ${marked.length} start-up chunks.`);
  // After the compile hints: the worker precaches files they change.
  const worker = await buildServiceWorker(path.resolve(repoRoot, distDir));
  console.log(`Service worker for build ${worker.buildId}: ${worker.count} files precached (${(worker.size / 1024).toFixed(1)} KiB).`);
}
process.exit(code);
