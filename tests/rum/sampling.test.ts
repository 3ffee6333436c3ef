import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERRORS_PATH } from '@/shared/rum/report';
import { DEFAULT_RUM_SAMPLE_RATE, sampleRateOf } from '@/shared/rum/sample-rate';
import { startBrowserReports } from '@/shared/rum/start';

let beacons: { url: string; body: string }[];
let stop: (() => void) | undefined;

beforeEach(() => {
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => beacons.push({ url, body }) > 0,
  });
});
afterEach(() => {
  stop?.();
  stop = undefined;
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

const setVisibility = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

/** An uncaught error on the page, then the page hidden and shown until a beacon goes or `ms` pass. */
async function errorThenHide(ms = 1500) {
  // The page's own handler, as a page with one has: the test runner takes an error nobody listens for as its own.
  const handled = (event: Event) => event.preventDefault();
  addEventListener('error', handled, { once: true });
  dispatchEvent(new ErrorEvent('error', { error: new Error('Boom'), message: 'Boom', cancelable: true }));
  const until = Date.now() + ms;
  while (Date.now() < until && beacons.length === 0) {
    setVisibility('hidden');
    setVisibility('visible');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('which page views report (RUM_SAMPLE_RATE)', () => {
  it('reads the rate as a number from 0 to 1, anything else as every page view', () => {
    expect(DEFAULT_RUM_SAMPLE_RATE).toBe(1);
    expect(sampleRateOf('0.25')).toBe(0.25);
    expect(sampleRateOf('0')).toBe(0);
    expect(sampleRateOf(' 1 ')).toBe(1);
    for (const raw of [undefined, '', 'ten percent', '-0.1', '1.5', 'NaN', 'Infinity']) expect(sampleRateOf(raw), String(raw)).toBe(1);
  });

  it('a page view drawn inside the rate loads the reporter after the page’s load and reports an early error on hide', async () => {
    vi.stubEnv('RUM_SAMPLE_RATE', '0.25');
    stop = startBrowserReports(() => 0.2);
    await errorThenHide();
    expect(beacons).toEqual([{ url: `/api${CLIENT_ERRORS_PATH}`, body: expect.stringContaining('"message":"Error: Boom"') }]);
    expect(JSON.parse(beacons[0].body)).toMatchObject({ path: location.pathname });
  });

  it('a page view drawn outside the rate sends nothing', async () => {
    vi.stubEnv('RUM_SAMPLE_RATE', '0.25');
    stop = startBrowserReports(() => 0.3);
    await errorThenHide(300);
    expect(beacons).toEqual([]);
  });

  it('a rate of 0 turns the reports off', async () => {
    vi.stubEnv('RUM_SAMPLE_RATE', '0');
    stop = startBrowserReports(() => 0);
    await errorThenHide(300);
    expect(beacons).toEqual([]);
  });
});
