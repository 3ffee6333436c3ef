import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const sandbox = fileURLToPath(new URL('./sandbox/src', import.meta.url));
const serverOnly = fileURLToPath(new URL('./tests/stubs/server-only.ts', import.meta.url));
const nextIntlServer = fileURLToPath(new URL('./tests/stubs/next-intl-server.ts', import.meta.url));
const testsDir = fileURLToPath(new URL('./tests', import.meta.url));

/**
 * Test files that share their worker, one worker per thread (projects "node" and "dom",
 * `isolate: false`): every file but those that start a Redis of their own (tests/door/redis-outage.ts:
 * the cache handler's clients go on reconnecting after the file, with nothing to close them but the
 * worker's end) and those that say `@vitest-own-worker` and why. tests/setup-shared-worker.ts gives
 * each file fresh modules of our own code (which also keeps a `vi.mock` to its file: Vitest keeps
 * each file's mocks apart, and only our modules that imported a mocked one would carry it on) and
 * puts back what the file changed; in the DOM files, the browser's state too
 * (tests/shared-window.ts). What the files share is the worker and the packages it loaded (msw,
 * hono, redis; React, antd, jsdom), which was half or more of their CPU time when each file had a
 * worker of its own. A package's own state therefore outlives a file: React DOM's map of the
 * images it has hinted is one, hence the files that read those hints keep a worker of their own.
 */
const OWN_WORKER = /redis-outage|@vitest-own-worker/;
const testFiles = readdirSync(testsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => ({ path: `tests/${file.replaceAll('\\', '/')}`, text: readFileSync(`${testsDir}/${file}`, 'utf8') }));
const sharing = testFiles.filter(({ text }) => !OWN_WORKER.test(text));
const nodeFiles = sharing.filter(({ text }) => text.startsWith('// @vitest-environment node')).map(({ path }) => path);
const domFiles = sharing.filter(({ text }) => !text.startsWith('// @vitest-environment node')).map(({ path }) => path);

/**
 * As the build does (next.config.ts): messages are compiled, so next-intl formats them without ICU's
 * parser. Exact, or the alias would match its own target. use-intl is bundled below so its own
 * import of the formatter goes through the alias.
 */
const formatOnly = fileURLToPath(new URL('./node_modules/use-intl/dist/esm/production/format-message/format-only.js', import.meta.url));

/** next-intl's ES modules import `next/navigation` without an extension, as bundlers allow and Node does not: Vite resolves them. */
const BUNDLED_PACKAGES = ['next-intl', 'use-intl'];

const shared: TestProjectInlineConfiguration['test'] = {
  globals: true,
  css: false,
  testTimeout: 15_000,
  pool: 'threads',
  server: { deps: { inline: BUNDLED_PACKAGES } },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^use-intl\/format-message$/, replacement: formatOnly },
      ...Object.entries({ '@': src, '@sandbox': sandbox, 'server-only': serverOnly, 'next-intl/server': nextIntlServer }).map(([find, replacement]) => ({ find, replacement })),
    ],
  },
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
          include: nodeFiles,
          isolate: false,
          setupFiles: ['./tests/setup-shared-worker.ts', './tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: 'dom',
          environment: 'jsdom',
          include: domFiles,
          isolate: false,
          setupFiles: ['./tests/setup-shared-worker.ts', './tests/setup.ts'],
          // Testing Library and user-event register their hooks when imported (unmount after each
          // test, React's act environment, user-event's clipboard): run through Vite, they are
          // imported again by each file like our own modules, and so hook into each file.
          server: { deps: { inline: [...BUNDLED_PACKAGES, '@testing-library/react', '@testing-library/user-event'] } },
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: 'isolated',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...nodeFiles, ...domFiles],
          setupFiles: ['./tests/setup.ts'],
        },
      },
    ],
  },
});
