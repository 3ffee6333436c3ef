import type { Page, TestInfo } from '@playwright/test';

export const SHOTS_DIR = '/tmp/shots-journey';

/** A 16×16 PNG (a small wood-tone checkerboard): a real image the sandbox and next/image accept. */
const REVIEW_PHOTO_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJUlEQVR4nGN4fH4lHFVF2cERLnGGQaiBGEXI4oNRwyAM1pEYDwDZYbaQAYjG1QAAAABJRU5ErkJggg==';

export const reviewPhoto = (name = 'finished-floor.png') => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(REVIEW_PHOTO_BASE64, 'base64'),
});

/**
 * Opens `path` and waits until the page is hydrated. The shell reads the basket (POST /api/basket)
 * from an effect, which runs only after hydration: once that answer is in, clicks reach React and
 * not just the server's HTML.
 */
export async function gotoHydrated(page: Page, path: string) {
  const basketRead = waitForBasketRead(page);
  await page.goto(path);
  await basketRead;
}

export async function reloadHydrated(page: Page) {
  const basketRead = waitForBasketRead(page);
  await page.reload();
  await basketRead;
}

function waitForBasketRead(page: Page) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/basket' && response.request().method() === 'POST',
  );
}

/** A screenshot per step and width (the project's name), to look at after the run. */
export async function shot(page: Page, testInfo: TestInfo, step: string) {
  await page.screenshot({ path: `${SHOTS_DIR}/${testInfo.project.name}-${step}.png`, animations: 'disabled' });
}

/** The header's basket link, whose name carries the count ("Basket, 2 items"). */
export const basketLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Basket, \d+ items?$/ });
