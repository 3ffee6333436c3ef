/** Lighthouse performance runs (mobile: default config; desktop: Lighthouse's desktop config). */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The pages come through the bench's HTTP/2 front, whose certificate is self-signed.
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--ignore-certificate-errors'];

/** One run in a fresh Chrome, so no run inherits another's caches. */
async function runOnce(url, formFactor, extraHeaders) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(extraHeaders && { extraHeaders }) };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    return summarise(result.lhr);
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

/**
 * `runs` runs of one page in one form factor (`extraHeaders`: e.g. a signed-in customer's Cookie). The median is by performance score; its run
 * gives the metrics reported beside it.
 */
export async function measureLighthouse(url, formFactor, runs, log, extraHeaders = null) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    // A loaded machine now and then makes Chrome give up on a page load: one more try.
    const result = await runOnce(url, formFactor, extraHeaders).catch((error) => {
      log(`  lighthouse ${formFactor} ${run}/${runs}: ${error.message} Trying again.`);
      return runOnce(url, formFactor, extraHeaders);
    });
    log(`  lighthouse ${formFactor} ${run}/${runs} ${url}: ${result.score}`);
    results.push(result);
  }
  const sorted = [...results].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return { ...median, scores: results.map((result) => result.score) };
}
