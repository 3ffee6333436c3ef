/**
 * npm test: lint → typecheck → unit tests (vitest) → production build → browser tests
 * (Playwright) → scale test (two instances on one Redis), stopping at the first failure. Prints each step's time, a summary and the
 * number of tests run. `npm test -- --only build,e2e` or `--skip lint` runs part of it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNode } from './lib/processes.mjs';
import { E2E_PORTS } from './lib/ports.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'storefront-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');
const scaleReport = path.join(reports, 'scale.json');

// The build bakes the sandbox origin (image rewrites, payment form URL) in, so it is made
// for the ports the Playwright webServer uses.
const e2eEnv = {
  ...process.env,
  SANDBOX_PORT: String(E2E_PORTS.sandbox),
  NEXT_PUBLIC_SITE_URL: `http://localhost:${E2E_PORTS.storefront}`,
  DASHBOARD_API_URL: '',
};

const steps = [
  { name: 'lint', title: 'Lint (eslint)', args: ['node_modules/eslint/bin/eslint.js', '.'] },
  { name: 'typecheck', title: 'Typecheck (tsc)', args: ['node_modules/typescript/bin/tsc', '--noEmit'] },
  {
    name: 'unit',
    title: 'Unit tests (vitest)',
    args: ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    count: () => countVitest(vitestReport),
  },
  { name: 'build', title: 'Production build', args: ['scripts/build.mjs'], env: e2eEnv },
  {
    name: 'e2e',
    title: 'Browser tests (Playwright)',
    args: ['node_modules/@playwright/test/cli.js', 'test'],
    env: { ...e2eEnv, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    count: () => countPlaywright(playwrightReport),
  },
  {
    name: 'scale',
    title: 'Scale test (2 instances, Redis)',
    args: ['scripts/scale-test.mjs'],
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: scaleReport },
    count: () => countPlaywright(scaleReport),
  },
];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function countVitest(file) {
  const report = readJson(file);
  if (!report) return null;
  // A file that fails to load has no failed test but must still count as a failure.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
}

function countPlaywright(file) {
  const stats = readJson(file)?.stats;
  return stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

function selectedSteps(argv) {
  const listAfter = (flag) => {
    const arg = argv.find((a) => a === flag || a.startsWith(`${flag}=`));
    if (!arg) return null;
    const value = arg.includes('=') ? arg.split('=')[1] : argv[argv.indexOf(arg) + 1];
    return (value ?? '').split(',').filter(Boolean);
  };
  const only = listAfter('--only');
  const skip = listAfter('--skip') ?? [];
  for (const name of [...(only ?? []), ...skip]) {
    if (!steps.some((step) => step.name === name)) {
      console.error(`Unknown step "${name}". Steps: ${steps.map((step) => step.name).join(', ')}`);
      process.exit(2);
    }
  }
  return steps.filter((step) => (only ? only.includes(step.name) : true) && !skip.includes(step.name));
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = null;

for (const step of selectedSteps(process.argv.slice(2))) {
  if (failed) {
    results.push({ step, status: 'skipped' });
    continue;
  }
  console.log(`\n━━ ${step.title} ━━`);
  const started = Date.now();
  const code = await startNode(step.args, { env: step.env ?? process.env }).exited;
  const ms = Date.now() - started;
  const counted = step.count?.();
  if (counted) for (const key of Object.keys(totals)) totals[key] += counted[key] ?? 0;
  results.push({ step, status: code === 0 ? 'passed' : 'failed', code, ms, counted });
  console.log(`━━ ${step.title}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(ms)}`);
  if (code !== 0) failed = step;
}
rmSync(reports, { recursive: true, force: true });

console.log('\nSummary');
for (const { step, status, code, ms, counted } of results) {
  const mark = { passed: '✔', failed: '✖', skipped: '–' }[status];
  const time = ms === undefined ? 'not run' : seconds(ms);
  const tests = counted ? `  ${counted.passed} passed, ${counted.failed} failed` : '';
  const exit = status === 'failed' ? `  (exit ${code})` : '';
  console.log(`  ${mark} ${step.title.padEnd(28)} ${time.padStart(9)}${tests}${exit}`);
}
if (failed) console.log(`\nStopped at "${failed.title}": fix it and run npm test again.`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
