/** Lighthouse performance runs (mobile: default config; desktop: Lighthouse's desktop config). */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { lcpAttribution } from './lcp-attribution.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The pages come through the bench's HTTP/2 front, whose certificate is self-signed.
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--ignore-certificate-errors'];

/** One run in a fresh Chrome, so no run inherits another's caches. */
async function runOnce(url, formFactor, extraHeaders) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(extraHeaders && { extraHeaders }) };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    return { ...summarise(result.lhr), ...lcpAttribution(result.lhr, result.artifacts.Trace) };
  } finally {
    await chrome.kill();
  }
}

function summarise(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  // First-load JS: the scripts requested up to the load event. What Next's router prefetches
  // later for the links in view is other routes' code, fetched while the page sits idle.
  const loadedAt = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (request) => request.resourceType === 'Script' && request.networkRequestTime <= loadedAt,
  );
  const scriptBytes = requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptKiB: scriptBytes / 1024,
    scriptCount: requests.length,
  };
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/**
 * `runs` runs of one page in one form factor (`extraHeaders`: e.g. a signed-in customer's Cookie): the
 * median score, and the median of each metric over the runs.
 */
export async function measureLighthouse(url, formFactor, runs, log, extraHeaders = null) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    // A loaded machine now and then makes Chrome give up on a page load: one more try.
    const result = await runOnce(url, formFactor, extraHeaders).catch((error) => {
      log(`  lighthouse ${formFactor} ${run}/${runs}: ${error.message} Trying again.`);
      return runOnce(url, formFactor, extraHeaders);
    });
    log(`  lighthouse ${formFactor} ${run}/${runs} ${url}: ${result.score}, LCP ${Math.round(result.lcpMs)} ms (${result.lcpElement ?? 'no element'}; ${result.scriptsLoadedBeforeLcp ?? '?'} scripts downloaded and ${result.scriptsRunBeforeLcp ?? '?'} run before it)`);
    results.push(result);
  }
  // Each metric its own median: the run of median score gave whichever LCP it had, and scores tie
  // (99, 100) while a page's LCP takes one of two values from run to run (lcpAttribution).
  const sorted = [...results].sort((a, b) => a.score - b.score);
  const metrics = Object.fromEntries(['lcpMs', 'tbtMs', 'cls', 'scriptKiB'].map((key) => [key, median(results.map((result) => result[key]))]));
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], ...metrics, scores: results.map((result) => result.score), lcpRunsMs: results.map((result) => Math.round(result.lcpMs)) };
}
