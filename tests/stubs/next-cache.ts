import { vi } from 'vitest';

/**
 * Next's data cache exists only inside Next's server: unit tests render pages without it, so
 * `unstable_cache` runs its function as on a miss, and records the tags it was given (the tags
 * Next would add to the page being rendered) for tests that check them.
 */
export const cachedReadTags: string[][] = [];

vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache:
    <Args extends unknown[], Result>(read: (...args: Args) => Promise<Result>, _keys?: string[], options?: { tags?: string[] }) =>
    (...args: Args) => {
      cachedReadTags.push(options?.tags ?? []);
      return read(...args);
    },
}));
