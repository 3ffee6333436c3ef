import { ERRORS_PER_PAGE, PATH_MAX_LENGTH } from './report';
import { sampleRateOf } from './sample-rate';

export type PageError = ErrorEvent | PromiseRejectionEvent;

const ERROR_EVENTS = ['error', 'unhandledrejection'] as const;

/** After the page's load, when the browser is idle: web-vitals and the reporter never compete with the first load. */
function whenLoadedAndIdle(run: () => void) {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * The first-load part of the browser's reports (docs/operating.md "What browsers report"): whether this page
 * view reports at all (RUM_SAMPLE_RATE, baked into the build by next.config.ts), the page's own
 * path as it landed, and the errors that happen before the reporter arrives (hydration's among
 * them), kept until it does. The reporter and web-vitals load after the page's load event, in a
 * chunk of their own, so they add nothing to the first load.
 */
export function startBrowserReports(random = Math.random): () => void {
  let stop = () => {};
  if (random() >= sampleRateOf(process.env.RUM_SAMPLE_RATE)) return stop;
  const path = location.pathname;
  if (path.length > PATH_MAX_LENGTH) return stop;
  const early: PageError[] = [];
  const keep = (event: PageError) => void (early.length < ERRORS_PER_PAGE && early.push(event));
  const listen = (on: boolean) => {
    for (const type of ERROR_EVENTS) (on ? addEventListener : removeEventListener)(type, keep);
  };
  listen(true);
  stop = () => listen(false);
  whenLoadedAndIdle(() => {
    import('./reporter')
      .then(({ startReporter }) => {
        stop();
        stop = startReporter(path, early);
      })
      // Offline before the chunk was kept, or a new build replaced it: this page view goes unreported.
      .catch(() => undefined);
  });
  return () => stop();
}
