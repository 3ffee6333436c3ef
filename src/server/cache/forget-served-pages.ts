import 'server-only';
import { FORGET_SERVED_PAGES } from './served-page-cache.mjs';

type Forget = (path?: (path: string) => boolean) => void;

/**
 * After a revalidation: drops the pages the production server (server.mjs) keeps for a second,
 * so the next request in this process reads the revalidated page: every page, or only those
 * whose path `path` picks. Does nothing under `next dev`.
 */
export function forgetServedPages(path?: (path: string) => boolean) {
  (globalThis as { [FORGET_SERVED_PAGES]?: Forget })[FORGET_SERVED_PAGES]?.(path);
}
