// @ts-check
import { createClient } from 'redis';
import { failFastClientOptions, keyspaceEventsProblem } from './fail-fast-redis.mjs';

/** @typedef {import('./shared-cache-state.mjs').SharedCacheState} SharedCacheState */

const RECHECK_MS = 5_000;

/**
 * Watches whether the shared Redis can carry the shared cache: 'connecting' until the first
 * answer, 'up' while connected with key-space events on, 'down' while unreachable, 'unusable'
 * while connected without key-space events (checked again every few seconds, so fixing the
 * configuration needs no restart). A client of its own that never queues, so nothing waits on it.
 */
export class RedisLink {
  /** @type {SharedCacheState} */
  state = 'connecting';
  /** @type {string | null} */
  reason = null;

  /**
   * @param {object} options
   * @param {string} options.url
   * @param {number} options.timeoutMs
   * @param {(state: SharedCacheState, reason: string | null) => void} [options.onChange]
   * @param {Record<string, string | undefined>} [options.env]
   */
  constructor({ url, timeoutMs, onChange = () => {}, env = process.env }) {
    const { hostname, port } = new URL(url);
    this.timeoutMs = timeoutMs;
    this.onChange = onChange;
    this.env = env;
    this.address = `${hostname}:${port || 6379}`;
    this.reason = `connecting to Redis at ${this.address}`;
    this.client = createClient(failFastClientOptions(url));
    this.client.on('error', (error) => this.#become('down', `Redis at ${this.address} does not answer (${error.message})`));
    this.client.on('ready', () => this.#check());
    this.client.connect().catch(() => {});
    this.timer = setInterval(() => {
      if (this.state === 'unusable' && this.client.isReady) this.#check();
    }, RECHECK_MS).unref();
  }

  async #check() {
    try {
      const problem = await keyspaceEventsProblem(this.client, this.timeoutMs, this.env);
      if (problem) this.#become('unusable', `${problem}; pages come from this instance's own cache`);
      else this.#become('up', null);
    } catch (error) {
      this.#become('down', `Redis at ${this.address} does not answer (${/** @type {Error} */ (error).message})`);
    }
  }

  /**
   * @param {SharedCacheState} state
   * @param {string | null} reason
   */
  #become(state, reason) {
    if (state === this.state) return;
    this.state = state;
    this.reason = reason;
    this.onChange(state, reason);
  }

  async close() {
    clearInterval(this.timer);
    await this.client.disconnect().catch(() => {});
  }
}
