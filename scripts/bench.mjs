/**
 * npm run bench (what it measures and its options: scripts/bench/run.mjs). Lighthouse and
 * autocannon serve the bench alone, and with their ~200 packages they were a fifth of what
 * `npm ci` installs for every test run; so they are the bench's own packages
 * (scripts/bench/package.json), installed here on the bench's first run and whenever their
 * lockfile changes. Its `overrides` pin the two packages Lighthouse's trace engine asks for as
 * `latest`: npm's lock otherwise records another version of one of them, and `npm ci` refuses it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('./bench/', import.meta.url));
const installed = path.join(benchDir, 'node_modules', '.installed-lock');
const lockHash = createHash('sha256').update(readFileSync(path.join(benchDir, 'package-lock.json'))).digest('hex');

if (!existsSync(installed) || readFileSync(installed, 'utf8') !== lockHash) {
  console.log('Installing the bench\'s packages (scripts/bench/package.json)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: benchDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(installed, lockHash);
}

await import('./bench/run.mjs');
