import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const sandbox = fileURLToPath(new URL('./sandbox/src', import.meta.url));
const serverOnly = fileURLToPath(new URL('./tests/stubs/server-only.ts', import.meta.url));
const testsDir = fileURLToPath(new URL('./tests', import.meta.url));

/**
 * Test files that share their worker (project "node", `isolate: false`): they say
 * `// @vitest-environment node`, mock no module (a `vi.mock` outlives its file in a shared
 * worker) and start no Redis of their own (tests/door/redis-outage.ts: the cache handler's
 * clients go on reconnecting after the file, with nothing to close them but the worker's end).
 * tests/setup-shared-worker.ts gives each file fresh modules of our own code and puts back what
 * it changed; what the files share is the worker and the packages it loaded (msw, hono, redis…),
 * which was half of their CPU time when each file had a worker of its own.
 */
const OWN_WORKER = /\bvi\.(do)?mock\(|redis-outage/;
const sharedWorkerFiles = readdirSync(testsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => {
    const text = readFileSync(`${testsDir}/${file}`, 'utf8');
    return text.startsWith('// @vitest-environment node') && !OWN_WORKER.test(text);
  })
  .map((file) => `tests/${file.replaceAll('\\', '/')}`);

const shared: TestProjectInlineConfiguration['test'] = {
  globals: true,
  css: false,
  testTimeout: 15_000,
  pool: 'threads',
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src, '@sandbox': sandbox, 'server-only': serverOnly } },
  test: {
    // Vitest's default leaves one core free for its watcher (cores - 1): one worker on a 2-core CI
    // machine. A run has no watcher, so every core runs test files.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'node',
          environment: 'node',
          include: sharedWorkerFiles,
          isolate: false,
          setupFiles: ['./tests/setup-shared-worker.ts', './tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: 'isolated',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: sharedWorkerFiles,
          setupFiles: ['./tests/setup.ts'],
        },
      },
    ],
  },
});
