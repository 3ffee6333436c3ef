/**
 * The service worker's caches (docs/offline.md). Every name but the images' carries
 * the build id, so a new deployment's worker never answers with another build's pages or files,
 * and removes the caches of older builds when it takes over.
 */

import type { Owner } from './owner';

/**
 * Prefix of the caches holding one customer's (or the visitor's) pages: account, basket, orders,
 * jobs and packs, each owner's apart (`personal-<owner>-…`). Signing out deletes the owner's; any
 * load by someone else deletes them too (docs/offline.md).
 */
export const PERSONAL_PREFIX = 'personal-';

/** Prefix of the device storage (localStorage) keys holding one customer's data, such as their jobs as last seen: `ledfloor:personal:<owner>:…`. */
export const PERSONAL_STORAGE_PREFIX = 'ledfloor:personal:';

/** The start of every personal cache name of `owner`. */
export const ownersCachePrefix = (owner: Owner) => `${PERSONAL_PREFIX}${owner}-`;

/** The start of every personal storage key of `owner`. */
export const ownersStoragePrefix = (owner: Owner) => `${PERSONAL_STORAGE_PREFIX}${owner}:`;

/** A personal cache or storage key that is not `owner`'s: what a load by `owner` removes. */
export const isOthersCache = (name: string, owner: Owner) => name.startsWith(PERSONAL_PREFIX) && !name.startsWith(ownersCachePrefix(owner));
export const isOthersStorage = (key: string, owner: Owner) => key.startsWith(PERSONAL_STORAGE_PREFIX) && !key.startsWith(ownersStoragePrefix(owner));

export const IMAGES_CACHE = 'images';

/** Technical data sheets and service PDFs once opened: the shop's content, like the images, so a deployment keeps them. */
export const SHEETS_CACHE = 'sheets';

/** The caches a deployment keeps: content, not any build's files. */
const KEPT_ACROSS_BUILDS = [IMAGES_CACHE, SHEETS_CACHE];

export function cacheNames(buildId: string) {
  return {
    pages: `pages-${buildId}`,
    rsc: `rsc-${buildId}`,
    assets: `assets-${buildId}`,
    precache: `precache-${buildId}`,
  };
}

/** One owner's caches of `buildId`: their pages, navigation answers and job packs once opened. */
export function personalCacheNames(buildId: string, owner: Owner) {
  const prefix = ownersCachePrefix(owner);
  return { pages: `${prefix}pages-${buildId}`, rsc: `${prefix}rsc-${buildId}`, files: `${prefix}files-${buildId}` };
}

/** Caches the worker of `buildId` keeps on activation; every other one belongs to an older build. */
export function isCurrentCache(name: string, buildId: string): boolean {
  return KEPT_ACROSS_BUILDS.includes(name) || name.endsWith(`-${buildId}`);
}

/** The caches that hold pages as seen (HTML, not RSC) for `owner`: the shop's and their own, in the order the offline page lists them. */
export function pageCacheNames(names: string[], owner: Owner): string[] {
  return names.filter((name) => name.startsWith('pages-') || name.startsWith(`${ownersCachePrefix(owner)}pages-`));
}

/** The caches that hold files opened for `owner` (their job packs, the sheets), which the offline page lists after the pages. */
export function fileCacheNames(names: string[], owner: Owner): string[] {
  return names.filter((name) => name === SHEETS_CACHE || name.startsWith(`${ownersCachePrefix(owner)}files-`));
}

/** The header the worker stamps on each page it keeps: when it was seen (ms since epoch). */
export const SEEN_AT_HEADER = 'x-seen-at';

/** The attribute the worker puts on <html> of a page it answers from what it kept (its value: SEEN_AT_HEADER's). */
export const SEEN_AT_ATTRIBUTE = 'data-seen-at';

/** The CSS property on <html> that marks prices as last seen ("Last seen 14:05") while offline; globals.css shows it after each [data-last-seen]. */
export const LAST_SEEN_PROPERTY = '--last-seen';
