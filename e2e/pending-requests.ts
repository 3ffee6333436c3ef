import { expect, type Page } from '@playwright/test';

interface OpenRequest {
  url: string;
  method: string;
  loaderId: string;
  sentAt: number;
  answeredAt?: number;
}

/** A request still open: where it went, how long ago it was sent, and whether its headers came. */
export interface PendingRequest {
  url: string;
  method: string;
  ageMs: number;
  answered: boolean;
}

/**
 * Follows every request of `page` through Chromium's own network events (CDP), from the moment
 * it is sent until Chromium reports it finished or failed: what DevTools shows as pending, which
 * page events alone cannot see (a body that never ends looks answered to them).
 * A document's requests that the browser drops when the page is replaced get no final event, so
 * only the current document's requests count.
 */
export async function watchRequests(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const open = new Map<string, OpenRequest>();
  let documentLoader = '';
  const mainFrame = (await cdp.send('Page.getFrameTree')).frameTree.frame;
  documentLoader = mainFrame.loaderId;

  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && event.frameId === mainFrame.id) documentLoader = event.loaderId;
    open.set(event.requestId, { url: event.request.url, method: event.request.method, loaderId: event.loaderId, sentAt: Date.now() });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = open.get(event.requestId);
    if (request) request.answeredAt = Date.now();
  });
  cdp.on('Network.loadingFinished', (event) => open.delete(event.requestId));
  cdp.on('Network.loadingFailed', (event) => open.delete(event.requestId));
  await cdp.send('Network.enable');

  const pending = (): PendingRequest[] => {
    const now = Date.now();
    return [...open.values()]
      .filter((request) => request.loaderId === documentLoader)
      .map(({ url, method, sentAt, answeredAt }) => ({ url: new URL(url).pathname + new URL(url).search, method, ageMs: now - sentAt, answered: answeredAt !== undefined }));
  };

  return {
    pending,
    /**
     * Waits until no request of the page is open any more, and fails, listing them, when some
     * are still open after `withinMs` (a customer's browser would be holding them as long).
     */
    async expectSettled({ withinMs = 3000 } = {}) {
      await expect
        .poll(() => pending().map(({ method, url, ageMs, answered }) => `${method} ${url} open ${ageMs} ms${answered ? ', answered' : ''}`), {
          message: `requests of ${page.url()} still open after ${withinMs} ms`,
          timeout: withinMs,
          intervals: [50, 100, 250],
        })
        .toEqual([]);
    },
    detach: () => cdp.detach(),
  };
}
