/**
 * npm test: lint and typecheck side by side → unit tests (vitest) beside the production build →
 * browser tests (Playwright) → scale test (two instances of that same build on one Redis), stopping after
 * the first stage with a failure. Prints each step's time, a summary and the number of tests run.
 * `npm test -- --only build,e2e` or `--skip lint` runs part of it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { flakyLines, summarisePlaywright } from './lib/playwright-report.mjs';
import { startNode } from './lib/processes.mjs';
import { testBuildEnv } from './lib/test-build.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'storefront-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');
const scaleReport = path.join(reports, 'scale.json');

// One build for the browser tests and the scale test, made for the ports they use.
const e2eEnv = testBuildEnv();

// Steps with the same `stage` run side by side, stages in order. eslint and tsc each keep one
// core busy and neither writes anything, so they share a stage. vitest leaves a fifth of two cores
// idle (files waiting on timers, servers and Redis) and the build a third, so they share the next
// one (the build rewrites .next, which tsc reads: it comes after tsc). The browser tests fill both
// cores, so they have a stage of their own; so does the scale test, which shares their sandbox port.
const steps = [
  // The inner loop's lint reads again only the files whose content changed (a fresh clone has no
  // cache, so CI lints everything); its cache lives in node_modules, which npm ci starts afresh.
  {
    name: 'lint',
    stage: 1,
    title: 'Lint (eslint)',
    args: ['node_modules/eslint/bin/eslint.js', '.', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/'],
  },
  { name: 'typecheck', stage: 1, title: 'Typecheck (tsc)', args: ['node_modules/typescript/bin/tsc', '--noEmit'] },
  {
    name: 'unit',
    stage: 2,
    title: 'Unit tests (vitest)',
    args: ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    count: () => countVitest(vitestReport),
  },
  { name: 'build', stage: 2, title: 'Production build', args: ['scripts/build.mjs'], env: e2eEnv },
  {
    name: 'e2e',
    stage: 3,
    title: 'Browser tests (Playwright)',
    args: ['node_modules/@playwright/test/cli.js', 'test'],
    env: { ...e2eEnv, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    count: () => countPlaywright(playwrightReport),
  },
  {
    name: 'scale',
    stage: 4,
    title: 'Scale test (2 instances, Redis)',
    // On the build step's build, as the browser tests; with none there (`--only scale` on a fresh
    // clone) it builds it first.
    args: ['scripts/scale-test.mjs', '--no-build'],
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
  return summarisePlaywright(readJson(file));
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

/**
 * Runs one step. Alone in its stage it shares this terminal; beside others its output is kept
 * and printed in one block when it ends, so three tools' lines never interleave.
 */
async function runStep(step, alone) {
  if (alone) console.log(`\n━━ ${step.title} ━━`);
  const started = Date.now();
  const child = startNode(step.args, { env: step.env ?? process.env, capture: !alone });
  const code = await child.exited;
  const ms = Date.now() - started;
  if (!alone) console.log(`\n━━ ${step.title} ━━\n${child.output()}`);
  console.log(`━━ ${step.title}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(ms)}`);
  const counted = step.count?.();
  if (counted) for (const key of Object.keys(totals)) totals[key] += counted[key] ?? 0;
  for (const line of flakyLines(step.title, counted?.flaky)) console.log(line);
  return { step, status: code === 0 ? 'passed' : 'failed', code, ms, counted };
}

const selected = selectedSteps(process.argv.slice(2));
// The build's own type check reads the same tsconfig as the typecheck step: when this run has
// that step (stage 1, before the build), the build skips its second pass (next.config.ts).
if (selected.some((step) => step.name === 'typecheck')) {
  const build = selected.find((step) => step.name === 'build');
  if (build) build.env = { ...build.env, BUILD_SKIP_TYPECHECK: '1' };
}
const stages = [...new Set(selected.map((step) => step.stage))];
for (const stage of stages) {
  const mine = selected.filter((step) => step.stage === stage);
  if (failed) {
    for (const step of mine) results.push({ step, status: 'skipped' });
    continue;
  }
  if (mine.length > 1) console.log(`\n━━ Side by side: ${mine.map((step) => step.title).join(', ')} ━━`);
  const done = await Promise.all(mine.map((step) => runStep(step, mine.length === 1)));
  results.push(...done);
  failed = done.find((result) => result.status === 'failed')?.step ?? null;
}
rmSync(reports, { recursive: true, force: true });

console.log('\nSummary');
for (const { step, status, code, ms, counted } of results) {
  const mark = { passed: '✔', failed: '✖', skipped: '–' }[status];
  const time = ms === undefined ? 'not run' : seconds(ms);
  const flakyCount = counted?.flaky?.length ? `, ${counted.flaky.length} flaky` : '';
  const tests = counted ? `  ${counted.passed} passed, ${counted.failed} failed${flakyCount}` : '';
  const exit = status === 'failed' ? `  (exit ${code})` : '';
  console.log(`  ${mark} ${step.title.padEnd(28)} ${time.padStart(9)}${tests}${exit}`);
}
const flaky = results.flatMap(({ step, counted }) => flakyLines(step.title, counted?.flaky));
if (flaky.length) console.log(`\n${flaky.join('\n')}`);
if (failed) console.log(`\nStopped at "${failed.title}": fix it and run npm test again.`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
