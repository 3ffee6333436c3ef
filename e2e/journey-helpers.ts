import { expect, type Locator, type Page } from '@playwright/test';

/** A 16×16 PNG (a small wood-tone checkerboard): a real image the sandbox and next/image accept. */
const REVIEW_PHOTO_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJUlEQVR4nGN4fH4lHFVF2cERLnGGQaiBGEXI4oNRwyAM1pEYDwDZYbaQAYjG1QAAAABJRU5ErkJggg==';

export const reviewPhoto = (name = 'finished-floor.png') => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(REVIEW_PHOTO_BASE64, 'base64'),
});

/**
 * Opens `path` and waits until the page is hydrated, so clicks reach React and not just the
 * server's HTML: the header's basket link is a client component, and React marks the elements
 * it has hydrated with its own `__reactFiber$…` key.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

export async function reloadHydrated(page: Page) {
  await page.reload();
  await waitForHydration(page);
}

function waitForHydration(page: Page) {
  return page.waitForFunction(() => {
    // The basket link of either language's header (/basket, /fr/basket).
    const link = document.querySelector('header a[href="/basket"], header a[href="/fr/basket"]');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactFiber$'));
  });
}


/**
 * Resolves once none of the page's requests has been in flight for `quietMs`, counted from now.
 * Playwright's `networkidle` is not that: it fires once per page load, at the first half second
 * without requests, which on a busy machine comes while the page's scripts still run before
 * hydration; every wait for it after that returns at once.
 */
export async function networkQuiet(page: Page, quietMs = 500) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    // A request already in flight when this began ends without having been counted.
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect.poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, { intervals: [100], timeout: 20_000 }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** The network quiet, the main thread idle and `afterMs` more, and the network quiet again: what an idle-time load has had time to start and finish in. */
export async function settledAfterIdle(page: Page, afterMs: number) {
  await networkQuiet(page);
  await page.evaluate((delay) => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, delay))), afterMs);
  await networkQuiet(page);
}

/** The header's basket link, whose name carries the count ("Basket 2 items"). */
export const basketLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Basket \d+ items?$/ });

/**
 * Where `element` sits against the sticky header: the header's top edge in the viewport, and how
 * far the element's top is below the header's bottom edge (negative: over the header). Null
 * while either is not laid out.
 */
export async function placeBelowHeader(page: Page, element: Locator) {
  const [header, box] = [await page.getByRole('banner').boundingBox(), await element.boundingBox()];
  return header && box ? { headerTop: header.y, gap: Math.round(box.y - (header.y + header.height)) } : null;
}
