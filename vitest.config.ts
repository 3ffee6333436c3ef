import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const sandbox = fileURLToPath(new URL('./sandbox/src', import.meta.url));
const serverOnly = fileURLToPath(new URL('./tests/stubs/server-only.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src, '@sandbox': sandbox, 'server-only': serverOnly } },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15_000,
    pool: 'threads',
    // Vitest's default leaves one core free for its watcher (cores - 1): one worker on a 2-core CI
    // machine. A run has no watcher, so every core runs test files.
    maxWorkers: availableParallelism(),
  },
});
