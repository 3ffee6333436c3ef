// @ts-check
/**
 * Remembers the parsed cache entry that belongs to one held Redis read. `heldReads()` returns the
 * map in which the Redis cache library keeps each key's pending read while it trusts it; when the
 * library drops or replaces that read (another instance changed the key, a tag was revalidated,
 * the read grew old), the entry remembered for it is no longer found, so nothing outlives the
 * library's own view of Redis.
 */
export class ParsedEntryMemo {
  /** @type {WeakMap<object, unknown>} */
  #entries = new WeakMap();

  /** @param {() => Pick<Map<string, unknown>, 'get'> | undefined} heldReads */
  constructor(heldReads) {
    this.heldReads = heldReads;
  }

  /**
   * @template Entry
   * @param {string} key
   * @param {() => Promise<Entry | null>} read
   * @returns {Promise<Entry | null>}
   */
  async reuseOrRead(key, read) {
    const held = /** @type {object | undefined} */ (this.heldReads()?.get(key));
    if (held && this.#entries.has(held)) return /** @type {Entry} */ (this.#entries.get(held));
    const entry = await read();
    // Only a read that was already held before `read()` ran is known to be the one it used; a
    // read started by `read()` itself is remembered on the next request.
    if (held && entry && this.heldReads()?.get(key) === held) this.#entries.set(held, entry);
    return entry;
  }
}
