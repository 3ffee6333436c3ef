import { FORGET_SERVED_PAGES } from './served-page-cache.mjs';

type Forget = () => void;

/**
 * After a revalidation: drops the pages the production server (server.mjs) keeps for a second,
 * so the next request in this process reads the revalidated page. Does nothing under `next dev`.
 */
export function forgetServedPages() {
  (globalThis as { [FORGET_SERVED_PAGES]?: Forget })[FORGET_SERVED_PAGES]?.();
}
