import { keepForOffline } from '@/modules/offline/keep-for-offline';

/** The browser's requestIdleCallback: a method of window, which refuses to be called on anything else. */
function requestIdleCallback(this: unknown, run: () => void): number {
  if (this !== window) throw new TypeError("Failed to execute 'requestIdleCallback' on 'Window': Illegal invocation");
  return window.setTimeout(run, 0);
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 10));

function pageIs(readyState: DocumentReadyState, { serviceWorker = true as boolean | object } = {}) {
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
  if (serviceWorker) Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker === true ? {} : serviceWorker, configurable: true });
  else Reflect.deleteProperty(navigator, 'serviceWorker');
}

describe('code kept for offline (the coverage calculator)', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'requestIdleCallback', { value: requestIdleCallback, configurable: true, writable: true });
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads after the load event, once the browser is idle, never before', async () => {
    pageIs('interactive');
    const load = vi.fn(() => Promise.resolve());
    keepForOffline(load);
    await pause();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('loads when idle on a page that has loaded already, and a failed load is no error', async () => {
    pageIs('complete');
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    keepForOffline(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('loads nothing in a browser without service workers', async () => {
    pageIs('complete', { serviceWorker: false });
    const load = vi.fn(() => Promise.resolve());
    keepForOffline(load);
    await pause();
    expect(load).not.toHaveBeenCalled();
  });

  it('asks the worker to keep the code once loaded: a load begun before the worker took control never went through it', async () => {
    const messages: unknown[] = [];
    const container: { controller: { postMessage: (message: unknown) => void } | null } = { controller: null };
    pageIs('complete', { serviceWorker: container });
    const chunk = `${location.origin}/_next/static/chunks/calculator.js`;
    let finish = () => {};
    const load = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: chunk } as PerformanceEntry, { name: `${location.origin}/api/me` } as PerformanceEntry]);
    keepForOffline(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // The worker takes control while the code is on its way.
    container.controller = { postMessage: (message) => messages.push(message) };
    finish();
    await vi.waitFor(() => expect(messages).toEqual([{ type: 'CACHE_URLS', payload: { urlsToCache: [chunk] } }]));
  });
});
