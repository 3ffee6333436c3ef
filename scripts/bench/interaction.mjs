/**
 * The checkout on a throttled phone, tapped as a customer would: Lighthouse's mobile settings
 * (4× CPU slowdown and its slow-4G network, applied through CDP), the demo customer signed in
 * with two products in the basket, a fresh browser profile each run.
 * Measures tap on Checkout → address form on screen, tap on Country → list open, and the
 * Event Timing durations (INP-like) of every tap in the checkout.
 */
import { throttling, screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'Sandbox-pass-1' };
const PRODUCTS_IN_BASKET = 2;
// How long the customer looks at the basket before tapping Checkout, once its network is quiet.
const DWELL_MS = 1000;

/** Every Event Timing entry of 16 ms or more, kept in the page for the script to read. */
function observeEvents() {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__benchEvents.push({ name: entry.name, interactionId: entry.interactionId, duration: entry.duration, startTime: entry.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * Resolves, in the page, with the time from the next pointerdown to the first frame in which
 * `selector` is rendered (checkVisibility: in the layout and not hidden). Installed before the tap.
 */
function armTapTimer(selector) {
  window.__benchTap = new Promise((resolve) => {
    addEventListener(
      'pointerdown',
      (event) => {
        const tappedAt = event.timeStamp;
        // performance.now(), not the frame's timestamp: a frame held up by a busy main thread starts late.
        const frame = () => {
          const element = document.querySelector(selector);
          if (element?.checkVisibility()) resolve(performance.now() - tappedAt);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  });
}

const tapTimed = async (page, locator, selector) => {
  await page.evaluate(armTapTimer, selector);
  await locator.tap();
  return page.evaluate(() => window.__benchTap);
};

/** Empties the demo customer's basket and puts the first priced products in, through the /api door. */
async function fillBasket(request, origin) {
  const form = (data) => ({ form: data, headers: { origin } });
  const ok = async (reply) => {
    if (!reply.ok()) throw new Error(`${reply.url()} answered ${reply.status()}: ${await reply.text()}`);
    return reply.json();
  };
  await ok(await request.post(`${origin}/api/user/login`, form({ ...DEMO_CUSTOMER, rememberMe: '0' })));
  const { basket } = await ok(await request.post(`${origin}/api/basket`, form({})));
  for (const line of basket.data) await ok(await request.post(`${origin}/api/basket/delete`, form({ id: line.id })));
  const { data } = await ok(await request.get(`${origin}/api/products`));
  const products = data.models.filter((product) => product.price_type_data.length > 0).slice(0, PRODUCTS_IN_BASKET);
  for (const product of products) {
    const [price] = product.price_type_data;
    const fields = { products_id: product.id, price_id: price.id, tag_id: price.tag_id, type_id: price.type_id, price_type_id: price.id, count: 1 };
    await ok(await request.post(`${origin}/api/basket/data`, form(fields)));
  }
}

async function throttle(page) {
  const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } = throttling.mobileSlow4G;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: requestLatencyMs,
    downloadThroughput: (downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier });
}

async function runOnce(browser, origin) {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    await fillBasket(context.request, origin);
    const page = await context.newPage();
    await page.addInitScript(observeEvents);
    await throttle(page);
    await page.goto(`${origin}/basket`, { timeout: 120_000 });
    const checkout = page.getByRole('button', { name: 'Checkout' });
    await checkout.waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Checkout');
      return button && !button.disabled;
    }, null, { timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(DWELL_MS);
    const firstInteraction = await page.evaluate(() => Math.max(0, ...window.__benchEvents.map((entry) => entry.interactionId ?? 0)));

    const scriptsAfterTap = [];
    page.on('request', (request) => request.resourceType() === 'script' && scriptsAfterTap.push(request.url()));
    const formMs = await tapTimed(page, checkout, 'form[aria-label="Delivery address"]');
    const dialog = page.getByRole('dialog', { name: 'Delivery' });
    const countryMs = await tapTimed(page, dialog.getByLabel('Country', { exact: true }), '.ant-select-dropdown .ant-select-item-option[title="Canada"]');
    await page.locator('.ant-select-dropdown .ant-select-item-option[title="Canada"]').tap();
    await dialog.getByRole('form', { name: 'Delivery address' }).getByTitle('Canada', { exact: true }).waitFor();
    await dialog.getByRole('radio', { name: 'Take by myself' }).tap();
    await dialog.getByRole('button', { name: 'Continue' }).waitFor();
    // Event Timing reports an interaction once its next paint is done.
    await page.waitForTimeout(500);

    const entries = await page.evaluate(() => window.__benchEvents);
    const byInteraction = new Map();
    for (const entry of entries) {
      if (!entry.interactionId || entry.interactionId <= firstInteraction) continue;
      byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
    }
    const taps = [...byInteraction.values()];
    return {
      formMs: Math.round(formMs),
      countryListMs: Math.round(countryMs),
      inpMs: taps.length ? Math.max(...taps) : null,
      tapDurationsMs: taps,
      // Scripts fetched once tapped: the checkout's own should be none (Next's link prefetches count here too).
      scriptsFetchedAfterTap: scriptsAfterTap.length,
      scriptsAfterTap,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** `runs` runs, each in a fresh profile; the medians of each measure, and every run's numbers. */
export async function measureCheckoutInteraction(origin, runs, log) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  try {
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await runOnce(browser, origin);
      log(`  checkout ${run}/${runs}: form ${result.formMs} ms, country list ${result.countryListMs} ms, taps ${result.tapDurationsMs.join('/')} ms, scripts fetched after the tap: ${result.scriptsFetchedAfterTap}`);
      results.push(result);
    }
    return {
      formMs: median(results.map((result) => result.formMs)),
      countryListMs: median(results.map((result) => result.countryListMs)),
      inpMs: median(results.map((result) => result.inpMs)),
      runs: results,
      settings: { ...throttling.mobileSlow4G, dwellMs: DWELL_MS, productsInBasket: PRODUCTS_IN_BASKET },
    };
  } finally {
    await browser.close();
  }
}
