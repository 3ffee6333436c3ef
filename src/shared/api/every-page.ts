import type { Page } from './answers';

/** The dashboard's largest page (docs/contract.md §7: per_page up to 48). */
export const LARGEST_PAGE = 48;

/** Pages read at once: a 10,000-product catalogue is 209 pages, and the dashboard should not get them all in one burst. */
const PAGES_AT_ONCE = 8;

/** Every item of a dashboard list, read page by page (`read(1)` first, for the number of pages). */
export async function everyPage<T>(read: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const first = await read(1);
  const pages = [first];
  for (let next = 2; next <= first.pages; next += PAGES_AT_ONCE) {
    const batch = Array.from({ length: Math.min(PAGES_AT_ONCE, first.pages - next + 1) }, (_, i) => read(next + i));
    pages.push(...(await Promise.all(batch)));
  }
  return pages.flatMap((page) => page.models);
}
