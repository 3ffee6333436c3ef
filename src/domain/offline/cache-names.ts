/**
 * The service worker's caches (README "Offline and install"). Every name but the images' carries
 * the build id, so a new deployment's worker never answers with another build's pages or files,
 * and removes the caches of older builds when it takes over.
 */

/** Prefix of the caches holding one customer's pages (account, basket, orders, jobs): signing out deletes them. */
export const PERSONAL_PREFIX = 'personal-';

/** Prefix of the device storage (localStorage) keys holding one customer's data, such as their jobs as last seen: signing out deletes them. */
export const PERSONAL_STORAGE_PREFIX = 'ledfloor:personal:';

export const IMAGES_CACHE = 'images';

/** Technical data sheets and service PDFs once opened: the shop's content, like the images, so a deployment keeps them. */
export const SHEETS_CACHE = 'sheets';

/** The caches a deployment keeps: content, not any build's files. */
const KEPT_ACROSS_BUILDS = [IMAGES_CACHE, SHEETS_CACHE];

export function cacheNames(buildId: string) {
  return {
    pages: `pages-${buildId}`,
    rsc: `rsc-${buildId}`,
    personalPages: `${PERSONAL_PREFIX}pages-${buildId}`,
    personalRsc: `${PERSONAL_PREFIX}rsc-${buildId}`,
    /** Each job's pack once opened. */
    personalFiles: `${PERSONAL_PREFIX}files-${buildId}`,
    /** Each crew link's pack once opened: no customer's, so sign-out leaves it; the next deployment removes it. */
    crewFiles: `crew-files-${buildId}`,
    assets: `assets-${buildId}`,
    precache: `precache-${buildId}`,
  };
}

/** Caches the worker of `buildId` keeps on activation; every other one belongs to an older build. */
export function isCurrentCache(name: string, buildId: string): boolean {
  return KEPT_ACROSS_BUILDS.includes(name) || name.endsWith(`-${buildId}`);
}

/** The caches that hold pages as seen (HTML, not RSC), in the order the offline page lists them. */
export function pageCacheNames(names: string[]): string[] {
  return names.filter((name) => name.startsWith('pages-') || name.startsWith(`${PERSONAL_PREFIX}pages-`));
}

/** The caches that hold files opened (job packs, crew packs, sheets), which the offline page lists after the pages. */
export function fileCacheNames(names: string[]): string[] {
  return names.filter((name) => name === SHEETS_CACHE || name.startsWith(`${PERSONAL_PREFIX}files-`) || name.startsWith('crew-files-'));
}

/** The header the worker stamps on each page it keeps: when it was seen (ms since epoch). */
export const SEEN_AT_HEADER = 'x-seen-at';

/** The attribute the worker puts on <html> of a page it answers from what it kept (its value: SEEN_AT_HEADER's). */
export const SEEN_AT_ATTRIBUTE = 'data-seen-at';

/** The CSS property on <html> that marks prices as last seen ("Last seen 14:05") while offline; globals.css shows it after each [data-last-seen]. */
export const LAST_SEEN_PROPERTY = '--last-seen';
