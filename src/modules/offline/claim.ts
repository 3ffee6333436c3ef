/**
 * A page whose load was still under way when the service worker activated is not among the pages
 * the worker claims then, and stays uncontrolled (and so not kept for offline) until the next
 * page load. Such a page asks the active worker to claim it (src/modules/offline/service-worker/sw.ts).
 */
export const CLAIM_MESSAGE = 'CLAIM_THIS_PAGE';

export interface ClaimMessage {
  type: typeof CLAIM_MESSAGE;
}

/** Once a worker is active: if this page still has none in control, asks it to take control. */
export async function askToBeClaimed(container: ServiceWorkerContainer): Promise<void> {
  const registration = await container.ready;
  if (container.controller) return;
  const message: ClaimMessage = { type: CLAIM_MESSAGE };
  registration.active?.postMessage(message);
}
