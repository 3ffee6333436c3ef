// @ts-check
/**
 * @typedef {{ lastModified: number, tags: string[], value: unknown }} LocalEntry
 * @typedef {{ tags?: string[], softTags?: string[], kind?: string } | undefined} Context
 */

/**
 * This instance's own cache while the shared Redis cannot be used: what Next stores meanwhile is
 * kept here (at most `maxEntries`, the oldest dropped first) and revalidations apply to it as
 * they would in Redis. The cache handler empties it when Redis returns, so nothing kept during an
 * outage outlives it (another instance may have revalidated the same pages meanwhile).
 */
export class LocalCache {
  /** @type {Map<string, LocalEntry>} */
  #entries = new Map();
  /** @type {Map<string, number>} */
  #revalidatedAt = new Map();

  /** @param {{ maxEntries?: number, now?: () => number }} [options] */
  constructor({ maxEntries = 500, now = Date.now } = {}) {
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get size() {
    return this.#entries.size;
  }

  /**
   * @param {string} key
   * @param {Context} [ctx]
   * @returns {LocalEntry | null}
   */
  get(key, ctx) {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    // Fetches carry their tags (and the page's) on each read; pages were matched on revalidation.
    const tags = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
    if (tags.some((tag) => (this.#revalidatedAt.get(tag) ?? 0) >= entry.lastModified)) {
      this.#entries.delete(key);
      return null;
    }
    return entry;
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {Context} [ctx]
   */
  set(key, data, ctx) {
    this.#entries.delete(key);
    if (data === null || data === undefined) return;
    const { headers } = /** @type {{ headers?: Record<string, string | undefined> }} */ (data);
    const pageTags = headers?.['x-next-cache-tags']?.split(',') ?? [];
    const oldest = this.#entries.keys().next().value;
    if (this.#entries.size >= this.maxEntries && oldest !== undefined) this.#entries.delete(oldest);
    this.#entries.set(key, { lastModified: this.now(), tags: [...(ctx?.tags ?? []), ...pageTags], value: data });
  }

  /** @param {string | string[]} tagOrTags */
  revalidateTag(tagOrTags) {
    const tags = new Set([tagOrTags ?? []].flat());
    const at = this.now();
    for (const tag of tags) this.#revalidatedAt.set(tag, at);
    for (const [key, entry] of this.#entries) if (entry.tags.some((tag) => tags.has(tag))) this.#entries.delete(key);
  }

  clear() {
    this.#entries.clear();
    this.#revalidatedAt.clear();
  }
}
