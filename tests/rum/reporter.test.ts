import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { startReporter, trimSelector } from '@/shared/rum/reporter';
import { CLIENT_ERRORS_PATH, REPORT_MAX_BYTES, VITALS_PATH } from '@/shared/rum/report';

// web-vitals stands in for the browser's measurements, which jsdom has none of: the test hands
// the reporter the metrics a browser would have measured.
const observers = vi.hoisted(() => new Map<string, (metric: unknown) => void>());
vi.mock('web-vitals/attribution', () => {
  const on = (name: string) => (callback: (metric: unknown) => void) => void observers.set(name, callback);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const measured = (name: string, value: number, attribution: Record<string, unknown> = {}, id = `v5-${name}-1`) =>
  observers.get(name)!({ name, value, id, attribution } as unknown as MetricWithAttribution);

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

function show() {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const thrown = (error: unknown) => new ErrorEvent('error', { error, message: error instanceof Error ? error.message : String(error) });

let beacons: { url: string; body: unknown; bytes: number }[];
let stop: () => void;
const send = (url: string, body: string) => {
  beacons.push({ url, body: JSON.parse(body), bytes: new TextEncoder().encode(body).byteLength });
  return true;
};

beforeEach(() => {
  beacons = [];
  observers.clear();
});
afterEach(() => {
  stop?.();
  show();
});

describe('the browser reporter', () => {
  it('sends the page view’s metrics in one beacon when the page is hidden, with the landing path, device class and attribution', () => {
    stop = startReporter('/product/nordwood-oil', [], send);
    measured('TTFB', 180.4);
    measured('FCP', 950);
    measured('LCP', 2100.12345, { target: 'html>body>div.shell>main#main>section.hero>picture>img.photo' });
    expect(beacons).toEqual([]);

    hide();
    measured('CLS', 0.031, { largestShiftTarget: 'main>ul.grid' });
    measured('INP', 96, { interactionTarget: 'button.add', longestScript: { entry: { invokerType: 'event-listener' } } });
    show();
    hide();

    expect(beacons).toEqual([
      {
        url: VITALS_PATH,
        body: {
          path: '/product/nordwood-oil',
          device: 'desktop',
          metrics: [
            { name: 'TTFB', value: 180.4 },
            { name: 'FCP', value: 950 },
            { name: 'LCP', value: 2100.123, element: 'main#main>section.hero>picture>img.photo' },
          ],
        },
        bytes: expect.any(Number),
      },
      {
        url: VITALS_PATH,
        body: {
          path: '/product/nordwood-oil',
          device: 'desktop',
          metrics: [
            { name: 'CLS', value: 0.031, element: 'main>ul.grid' },
            { name: 'INP', value: 96, element: 'button.add', script: 'event-listener' },
          ],
        },
        bytes: expect.any(Number),
      },
    ]);
  });

  it('sends each metric once: a CLS reported again on a later hide is not counted twice, a page restored from the back-forward cache is a new view', () => {
    stop = startReporter('/', [], send);
    measured('CLS', 0.01);
    hide();
    measured('CLS', 0.2);
    show();
    hide();
    measured('CLS', 0.05, {}, 'v5-CLS-restored');
    show();
    hide();
    expect(beacons.map(({ body }) => (body as { metrics: unknown[] }).metrics)).toEqual([[{ name: 'CLS', value: 0.01 }], [{ name: 'CLS', value: 0.05 }]]);
  });

  it('sends one beacon as the page is left: the pagehide a browser fires first sends nothing, so CLS and INP go with the rest', () => {
    stop = startReporter('/', [], send);
    measured('LCP', 1200);
    dispatchEvent(new PageTransitionEvent('pagehide'));
    // web-vitals reports CLS on the visibilitychange that follows.
    measured('CLS', 0.02);
    hide();
    expect(beacons.map(({ body }) => (body as { metrics: { name: string }[] }).metrics.map(({ name }) => name))).toEqual([['LCP', 'CLS']]);
  });

  it('calls a narrow window a phone', () => {
    vi.stubGlobal('innerWidth', 390);
    stop = startReporter('/', [], send);
    measured('FCP', 800);
    hide();
    expect(beacons[0].body).toMatchObject({ device: 'phone' });
  });

  it('sends nothing when the page is shown again or nothing was measured', () => {
    stop = startReporter('/', [], send);
    show();
    hide();
    expect(beacons).toEqual([]);
  });

  it('reports each distinct uncaught error and rejection once, with the errors from before it loaded, without the scripts’ queries', () => {
    const early = new Error('Hydration failed');
    early.stack = 'Error: Hydration failed\n    at x (https://shop.example/_next/static/chunks/a.js?dpl=1:1:200)';
    stop = startReporter('/basket', [thrown(early)], send);
    const again = new TypeError('line is undefined');
    again.stack = 'TypeError: line is undefined\n    at add (https://shop.example/_next/static/chunks/b.js:1:99)';
    for (let time = 0; time < 3; time += 1) dispatchEvent(thrown(again));
    dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'offline' }));
    hide();

    expect(beacons).toEqual([
      {
        url: CLIENT_ERRORS_PATH,
        body: {
          path: '/basket',
          errors: [
            { message: 'Error: Hydration failed', stack: 'Error: Hydration failed\n    at x (https://shop.example/_next/static/chunks/a.js:1:200)' },
            { message: 'TypeError: line is undefined', stack: again.stack },
            { message: 'offline' },
          ],
        },
        bytes: expect.any(Number),
      },
    ]);
    // Sent once: the next hide has nothing new.
    show();
    hide();
    expect(beacons).toHaveLength(1);
  });

  it('reports five distinct errors a page view at most, in beacons of at most 2 KiB, each message and stack cut short', () => {
    stop = startReporter('/', [], send);
    for (let count = 0; count < 8; count += 1) {
      const error = new Error(`${count} ${'é'.repeat(400)}`);
      error.stack = Array.from({ length: 20 }, (_, frame) => `    at f${frame} (https://shop.example/_next/static/chunks/${'c'.repeat(80)}.js:1:${frame})`).join('\n');
      dispatchEvent(thrown(error));
    }
    hide();
    const errors = beacons.flatMap(({ body }) => (body as { errors: { message: string; stack?: string }[] }).errors);
    expect(errors).toHaveLength(5);
    expect(errors.every(({ message, stack }) => message.length <= 200 && (stack ?? '').length <= 600 && (stack ?? '').split('\n').length <= 6)).toBe(true);
    expect(beacons.every(({ url, bytes }) => url === CLIENT_ERRORS_PATH && bytes <= REPORT_MAX_BYTES)).toBe(true);
    expect(beacons.length).toBeGreaterThan(1);
  });

  it('trims a selector to its last four steps within 100 characters', () => {
    expect(trimSelector('html>body>main>img')).toBe('html>body>main>img');
    expect(trimSelector('html>body>div>main>img')).toBe('body>div>main>img');
    const long = `html>body>div.${'a'.repeat(60)}>section.${'b'.repeat(30)}>img.photo`;
    expect(trimSelector(long)).toBe(`section.${'b'.repeat(30)}>img.photo`);
    expect(trimSelector(`img.${'x'.repeat(150)}`)).toHaveLength(100);
    expect(trimSelector(undefined)).toBeUndefined();
  });
});
