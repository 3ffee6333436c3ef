import { expect, type Page } from '@playwright/test';

interface OpenRequest {
  url: string;
  method: string;
  loaderId: string;
  sentAt: number;
  answeredAt?: number;
}

/** A request still open: where it went, how long ago it was sent, and since when its body has been coming. */
export interface PendingRequest {
  url: string;
  method: string;
  ageMs: number;
  /** Since its headers came; undefined while the server has not answered yet. */
  bodyOpenMs?: number;
}

const describeRequest = ({ method, url, ageMs, bodyOpenMs }: PendingRequest) =>
  `${method} ${url} open ${ageMs} ms${bodyOpenMs === undefined ? ', not answered yet' : `, body open ${bodyOpenMs} ms after its headers`}`;

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
      .map(({ url, method, sentAt, answeredAt }) => ({
        url: new URL(url).pathname + new URL(url).search,
        method,
        ageMs: now - sentAt,
        bodyOpenMs: answeredAt === undefined ? undefined : now - answeredAt,
      }));
  };

  return {
    pending,
    /**
     * Waits until no request of the page is open any more. Fails, listing what is open, as soon
     * as an answered request's body has stayed open `bodyWithinMs` (the hang this guards against:
     * headers at once, an end that never comes), or when anything is still open after
     * `answerWithinMs` (a first image optimisation on a busy machine may take a few seconds).
     */
    async expectSettled({ bodyWithinMs = 3000, answerWithinMs = 10_000 } = {}) {
      const deadline = Date.now() + answerWithinMs;
      for (;;) {
        const open = pending();
        if (open.length === 0) return;
        const hanging = open.some(({ bodyOpenMs }) => bodyOpenMs !== undefined && bodyOpenMs > bodyWithinMs);
        if (hanging || Date.now() > deadline) expect(open.map(describeRequest), `requests of ${page.url()} left open`).toEqual([]);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    detach: () => cdp.detach(),
  };
}
