// @ts-check
import { withDeadline } from './fail-fast-redis.mjs';
import { LocalCache } from './local-cache.mjs';
import { RedisLink } from './redis-link.mjs';
import { publishSharedCacheState } from './shared-cache-state.mjs';

const LISTEN_POLL_MS = 100;

/**
 * What Next calls on a cache handler, and what `makeShared()` returns.
 * @typedef {object} CacheCalls
 * @property {(key: string, ctx?: any) => Promise<unknown>} get
 * @property {(key: string, data: any, ctx?: any) => Promise<void>} set
 * @property {(tagOrTags: string | string[], ...rest: any[]) => Promise<void>} revalidateTag
 * @property {(...args: any[]) => unknown} resetRequestCache
 */

/**
 * One of the Redis library's maps: those it loads from Redis hashes and those that learn of other
 * instances' changes by message. The library keeps them private; this class watches them.
 * @typedef {object} LibraryMap
 * @property {() => Promise<void>} waitUntilReady
 * @property {() => Promise<void>} initialSync
 * @property {boolean} [isReconnecting]
 * @property {{ isReady: boolean, isPubSubActive?: boolean }} [subscriberClient]
 */

/**
 * @typedef {CacheCalls & {
 *   client?: { isReady: boolean },
 *   sharedTagsMap?: LibraryMap,
 *   revalidatedTagsMap?: LibraryMap,
 *   inMemoryDeduplicationCache?: LibraryMap,
 * }} LibraryHandler
 */

/**
 * Next's cache on the shared Redis when it can be used, on this instance's own memory when not
 * (docs/deployment.md "When Redis is down"). The Redis library waits for its connection and its synced maps
 * (30 s at most per call, forever for a Redis without key-space events), so it is only asked
 * once `RedisLink` has seen Redis answer with key-space events on, only while its own client is
 * connected, its maps are loaded and their subscribers listen, and every call gets `timeoutMs`.
 * Revalidations made while Redis is out are replayed to it when it returns.
 */
export class FailSafeCache {
  /** @type {LibraryHandler | null} */
  #shared = null;
  #sharedReady = false;
  #resyncing = false;
  /** @type {Set<string>} */
  #missedTags = new Set();

  /**
   * `makeShared()` builds the Redis library's handler; it is called once Redis first answers.
   * @param {object} options
   * @param {string} options.url
   * @param {number} options.timeoutMs
   * @param {() => CacheCalls} options.makeShared
   * @param {LocalCache} [options.local]
   * @param {Pick<Console, 'log' | 'error'>} [options.log]
   */
  constructor({ url, timeoutMs, makeShared, local = new LocalCache(), log = console }) {
    this.timeoutMs = timeoutMs;
    this.makeShared = makeShared;
    this.local = local;
    this.log = log;
    this.link = new RedisLink({ url, timeoutMs, onChange: (state, reason) => this.#changed(state, reason) });
    publishSharedCacheState(this.link.state, this.link.reason);
  }

  get usingRedis() {
    return this.link.state === 'up' && this.#sharedReady && Boolean(this.#shared?.client?.isReady);
  }

  /**
   * @param {import('./shared-cache-state.mjs').SharedCacheState} state
   * @param {string | null} reason
   */
  #changed(state, reason) {
    if (state !== 'up') {
      this.log.error(`[cache] ${reason}: serving from this instance's own cache`);
      publishSharedCacheState(state, reason);
      return;
    }
    publishSharedCacheState('connecting', `the shared cache at ${this.link.address} is loading its tags`);
    if (!this.#shared) {
      this.#shared = /** @type {LibraryHandler} */ (this.makeShared());
      // The library loads its maps and subscribes side by side: a change published between the
      // two would be lost, so the maps are loaded once more after the first load.
      Promise.all(this.#syncedMaps().map((map) => map.waitUntilReady())).then(() => {
        if (!this.#resyncing) this.#resync();
      });
    } else if (!this.#resyncing) this.#resync();
  }

  /** The library's maps loaded from Redis hashes (which key carries which tags, when a tag was revalidated). */
  #syncedMaps() {
    return [this.#shared?.sharedTagsMap, this.#shared?.revalidatedTagsMap].filter((map) => map !== undefined);
  }

  /** Every map that learns of other instances' changes by message, the held reads' one too. */
  #subscribedMaps() {
    return [...this.#syncedMaps(), this.#shared?.inMemoryDeduplicationCache].filter((map) => map !== undefined);
  }

  /**
   * Whether each map's subscriber is subscribed now. The library replaces a subscriber that
   * failed with a new one, retrying with a back-off of up to 10 s (`isReconnecting` meanwhile);
   * node-redis reports a client ready only after it has subscribed again.
   */
  #listening() {
    return this.#subscribedMaps().every(
      (map) => !map.isReconnecting && map.subscriberClient?.isReady && map.subscriberClient.isPubSubActive !== false,
    );
  }

  /** Resolves once every subscriber listens; rejects if Redis goes away first (the next 'up' waits again). */
  async #untilListening() {
    while (!this.#listening()) {
      if (this.link.state !== 'up') throw new Error('Redis went away while its subscribers reconnected');
      await new Promise((resolve) => setTimeout(resolve, LISTEN_POLL_MS));
    }
  }

  /**
   * The library's maps of which key carries which tags were loaded once, and learn of changes
   * only through messages: a Redis that restarted empty, or messages lost during the outage, would
   * leave this instance sure that Redis knows tags it no longer does, and revalidations on other
   * instances would miss its pages. Loading them again (dropping what Redis no longer holds)
   * before using Redis puts them back in step. They are loaded only once every subscriber listens
   * again: a change another instance publishes before that is in what is loaded, and one
   * published after it arrives as a message (loaded first, a change published in between would
   * be lost until the library's hourly reload). This also ends the wait of a first load that
   * Redis broke off (the library would never finish it).
   */
  async #resync() {
    this.#resyncing = true;
    this.#sharedReady = false;
    try {
      await this.#untilListening();
      await Promise.all(this.#syncedMaps().map((map) => map.initialSync()));
      this.#sharedReady = true;
      this.#returned();
    } catch (error) {
      // Redis went away again; the next 'up' tries again.
      this.log.error(`[cache] could not reload the shared cache's tags (${/** @type {Error} */ (error).message})`);
    } finally {
      this.#resyncing = false;
    }
  }

  #returned() {
    if (this.link.state !== 'up') return;
    this.local.clear();
    publishSharedCacheState('up');
    this.log.log(`[cache] Redis at ${this.link.address} answers: the shared cache is used again`);
    if (this.#missedTags.size > 0) {
      const tags = [...this.#missedTags];
      this.#missedTags.clear();
      this.revalidateTag(tags).catch(() => {});
    }
  }

  /**
   * @param {string} key
   * @param {any} [ctx]
   * @returns {Promise<{ lastModified?: number, value: unknown } | null>}
   */
  async get(key, ctx) {
    if (!this.#shared || !this.usingRedis) return this.local.get(key, ctx);
    try {
      return /** @type {{ lastModified?: number, value: unknown } | null} */ (await withDeadline(this.#shared.get(key, ctx), this.timeoutMs, 'cache get'));
    } catch {
      return this.local.get(key, ctx);
    }
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {any} [ctx]
   * @returns {Promise<void>}
   */
  async set(key, data, ctx) {
    if (!this.#shared || !this.usingRedis) return this.local.set(key, data, ctx);
    try {
      await withDeadline(this.#shared.set(key, data, ctx), this.timeoutMs, 'cache set');
    } catch {
      this.local.set(key, data, ctx);
    }
  }

  /**
   * @param {string | string[]} tagOrTags
   * @param {...unknown} rest
   * @returns {Promise<void>}
   */
  async revalidateTag(tagOrTags, ...rest) {
    this.local.revalidateTag(tagOrTags);
    const tags = [tagOrTags ?? []].flat();
    if (!this.#shared || !this.usingRedis) {
      for (const tag of tags) this.#missedTags.add(tag);
      return;
    }
    try {
      await withDeadline(this.#shared.revalidateTag(tags, ...rest), this.timeoutMs, 'cache revalidateTag');
    } catch {
      for (const tag of tags) this.#missedTags.add(tag);
    }
  }

  /** @param {...unknown} args */
  resetRequestCache(...args) {
    return this.#shared?.resetRequestCache(...args);
  }
}
