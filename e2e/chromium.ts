import { existsSync } from 'node:fs';

/**
 * Which Chromium the browser tests run (browsers cannot be downloaded on our machines, so Debian's
 * when it is there). The headless shell first: the engine without the browser's windowing layer,
 * which Playwright's own headless runs too; on the same specs it spent 14% less CPU than the full
 * browser in headless mode.
 */
export const testChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));

/**
 * The full browser, for what the headless shell does not do: it answers Chrome's installability
 * check with no errors even for a page without a manifest.
 */
export const fullChromium = existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : { channel: 'chromium' };
