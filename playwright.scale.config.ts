import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { testChromium } from './e2e/chromium';

/**
 * The scale test (scripts/scale-test.mjs runs it on the browser tests' build): the spec starts
 * its own Redis, sandbox and two instances, so there is no webServer here.
 */
const reporter: ReporterDescription[] = [['list']];
if (process.env.PLAYWRIGHT_JSON_OUTPUT_FILE) reporter.push(['json']);

export default defineConfig({
  testDir: './scale',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: testChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
});
