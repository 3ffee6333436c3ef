/**
 * The checkout on a throttled phone, tapped as a customer would: Lighthouse's mobile settings
 * (4× CPU slowdown and its slow-4G network, applied through CDP), the demo customer signed in
 * with two products in the basket, a fresh browser profile each run.
 * Measures tap on Checkout → address form on screen; tap on the Canada radio → the Province field
 * on screen; and the Event Timing duration (INP-like) of the taps on Canada, on the Province field
 * (the tap opens the list of provinces under it), on a province in that list and on "Take by
 * myself", and of every tap in the checkout.
 */
import { throttling, screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'Sandbox-pass-1' };
const PRODUCTS_IN_BASKET = 2;
// How long the customer looks at the basket before tapping Checkout, once its network is quiet.
const DWELL_MS = 1000;
// How long the customer looks at the field they just changed before the next tap. Tapped back to
// back, each tap landed inside the previous one's antd transitions (0.2-0.3 s of frames) and took
// their frames into its own delay: 80-144 ms against 56-88 ms at this pace (docs/decisions.md "The
// delivery form's taps").
const TAP_DWELL_MS = 600;

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
 * Resolves, in the page, with the time from the next `type` event (pointerdown: the tap) to the
 * first frame in which an element matching `selector` (and, if given, with the text `text`) is
 * rendered (checkVisibility: in the layout and not hidden). Installed before the tap.
 */
function armTimer({ type, selector, text }) {
  window.__benchTap = new Promise((resolve) => {
    addEventListener(
      type,
      (event) => {
        const tappedAt = event.timeStamp;
        // performance.now(), not the frame's timestamp: a frame held up by a busy main thread starts late.
        const frame = () => {
          const shown = [...document.querySelectorAll(selector)].some(
            (element) => (text === undefined || element.textContent?.trim() === text) && element.checkVisibility(),
          );
          if (shown) resolve(performance.now() - tappedAt);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  });
}

/** The time from the first `type` event `act` causes to the first frame that renders `target` ({ selector, text? }). */
const timed = async (page, type, target, act) => {
  await page.evaluate(armTimer, { type, ...target });
  await act();
  return page.evaluate(() => window.__benchTap);
};

const lastInteractionId = () => Math.max(0, ...window.__benchEvents.map((entry) => entry.interactionId ?? 0));

/**
 * The Event Timing duration of the interaction `act` causes (its longest event). Null when none is
 * reported: Event Timing leaves out interactions shorter than its 16 ms threshold.
 */
async function interactionMs(page, act) {
  await page.waitForTimeout(TAP_DWELL_MS);
  const before = await page.evaluate(lastInteractionId);
  await act();
  // Event Timing reports an interaction once its next paint is done.
  const reported = await page
    .waitForFunction((since) => window.__benchEvents.some((entry) => entry.interactionId > since), before, { timeout: 2000 })
    .then(() => true, () => false);
  if (!reported) return null;
  return page.evaluate(
    (since) => Math.max(...window.__benchEvents.filter((entry) => entry.interactionId > since).map((entry) => entry.duration)),
    before,
  );
}

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
    const firstInteraction = await page.evaluate(lastInteractionId);

    const scriptsAfterTap = [];
    page.on('request', (request) => request.resourceType() === 'script' && scriptsAfterTap.push(request.url()));
    const formMs = await timed(page, 'pointerdown', { selector: 'form[aria-label="Delivery address"]' }, () => checkout.tap());
    const dialog = page.getByRole('dialog', { name: 'Delivery' });
    const canada = dialog.getByRole('radio', { name: 'Canada' });
    let canadaMs = null;
    const canadaTapMs = await interactionMs(page, async () => {
      canadaMs = await timed(page, 'pointerdown', { selector: 'form[aria-label="Delivery address"] label', text: 'Province' }, () => canada.tap());
    });
    const stateTapMs = await interactionMs(page, () => dialog.getByLabel('Province', { exact: true }).tap());
    const provinceTapMs = await interactionMs(page, () =>
      dialog.getByRole('listbox', { name: 'Province list' }).getByRole('option', { name: 'Ontario' }).tap(),
    );
    const pickupTapMs = await interactionMs(page, () => dialog.getByRole('radio', { name: 'Take by myself' }).tap());
    await dialog.getByRole('button', { name: 'Continue' }).waitFor();
    await page.waitForTimeout(500);

    const entries = await page.evaluate(() => window.__benchEvents);
    const byInteraction = new Map();
    for (const entry of entries) {
      if (!entry.interactionId || entry.interactionId <= firstInteraction) continue;
      byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
    }
    const taps = [...byInteraction.values()];
    const round = (ms) => (ms === null ? null : Math.round(ms));
    return {
      formMs: round(formMs),
      canadaTapMs: round(canadaTapMs),
      canadaMs: round(canadaMs),
      stateTapMs: round(stateTapMs),
      provinceTapMs: round(provinceTapMs),
      pickupTapMs: round(pickupTapMs),
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

/** The median; null (an interaction under Event Timing's 16 ms threshold) counts as the shortest. */
const median = (values) => {
  const sorted = [...values].sort((a, b) => (a ?? -1) - (b ?? -1));
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** `runs` runs, each in a fresh profile; the medians of each measure, and every run's numbers. */
export async function measureCheckoutInteraction(origin, runs, log) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  try {
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await runOnce(browser, origin);
      const ms = (value) => (value === null ? '< 16 ms' : `${value} ms`);
      log(
        `  checkout ${run}/${runs}: form ${ms(result.formMs)}, Canada tap ${ms(result.canadaTapMs)}, Canada → Province ${ms(result.canadaMs)}, ` +
          `Province tap ${ms(result.stateTapMs)}, Ontario tap ${ms(result.provinceTapMs)}, pickup tap ${ms(result.pickupTapMs)}, taps ${result.tapDurationsMs.join('/')} ms, ` +
          `scripts fetched after the tap: ${result.scriptsFetchedAfterTap}`,
      );
      results.push(result);
    }
    return {
      formMs: median(results.map((result) => result.formMs)),
      canadaTapMs: median(results.map((result) => result.canadaTapMs)),
      canadaMs: median(results.map((result) => result.canadaMs)),
      stateTapMs: median(results.map((result) => result.stateTapMs)),
      provinceTapMs: median(results.map((result) => result.provinceTapMs)),
      pickupTapMs: median(results.map((result) => result.pickupTapMs)),
      inpMs: median(results.map((result) => result.inpMs)),
      runs: results,
      settings: { ...throttling.mobileSlow4G, dwellMs: DWELL_MS, productsInBasket: PRODUCTS_IN_BASKET },
    };
  } finally {
    await browser.close();
  }
}
