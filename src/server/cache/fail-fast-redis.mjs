// @ts-check
/**
 * What the door's Redis client and the cache handler share so that a Redis which is down, never
 * came up, or cannot serve as the shared cache costs a request at most REDIS_TIMEOUT_MS
 * (docs/deployment.md "When Redis is down"): node-redis v4 otherwise keeps every command in its offline queue until
 * the connection returns, and the caller waits that long.
 */

export const DEFAULT_REDIS_TIMEOUT_MS = 250;

/**
 * REDIS_TIMEOUT_MS, the deadline of every Redis call a request waits for (read at start).
 * @param {Record<string, string | undefined>} [env]
 * @returns {number}
 */
export function redisTimeoutMs(env = process.env) {
  const configured = Number(env.REDIS_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_REDIS_TIMEOUT_MS;
}

/**
 * Socket options for every client: a connection attempt gives up after a second, and the client
 * tries again for as long as the process lives (never giving up, which would close it for good),
 * at most every two seconds, so a returning Redis is used again within about that long.
 * @returns {{ connectTimeout: number, reconnectStrategy: (retries: number) => number }}
 */
export function failFastSocket() {
  return {
    connectTimeout: 1_000,
    reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
  };
}

/**
 * Options of a client that refuses at once while it is not connected (`disableOfflineQueue`),
 * and whose queue of commands sent to a Redis that stopped answering stays bounded
 * (`commandsQueueMaxLength`): past it a command fails at once instead of piling up.
 * @param {string} url
 * @returns {import('redis').RedisClientOptions}
 */
export function failFastClientOptions(url) {
  return { url, disableOfflineQueue: true, commandsQueueMaxLength: 1_000, pingInterval: 10_000, socket: failFastSocket() };
}

export class RedisTimeoutError extends Error {
  /**
   * @param {string} what
   * @param {number} ms
   */
  constructor(what, ms) {
    super(`${what}: Redis did not answer within ${ms} ms`);
    this.name = 'RedisTimeoutError';
  }
}

/**
 * `promise`, or a RedisTimeoutError after `ms`; the late answer, if any, is dropped.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} [what]
 * @returns {Promise<T>}
 */
export function withDeadline(promise, ms, what = 'Redis call') {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new RedisTimeoutError(what, ms)), ms);
  });
  // A late rejection must not surface as an unhandled one.
  promise.catch(() => {});
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Why a Redis cannot carry the shared cache's key-space events, or null when it can.
 * @param {string | undefined} configured
 * @returns {string | null}
 */
export function missingKeyspaceEvents(configured) {
  const flags = configured ?? '';
  const classes = flags.includes('A') || (flags.includes('x') && flags.includes('e'));
  if (flags.includes('E') && classes) return null;
  return `Redis has notify-keyspace-events "${flags}"; the shared cache needs "Exe" (key-event notifications of expired and evicted keys)`;
}

/**
 * Asks the Redis behind `client` whether it sends the key-space events (SKIP_KEYSPACE_CONFIG_CHECK=true trusts it).
 * @param {{ configGet(parameter: string): Promise<Record<string, string>> }} client
 * @param {number} ms
 * @param {Record<string, string | undefined>} [env]
 * @returns {Promise<string | null>}
 */
export async function keyspaceEventsProblem(client, ms, env = process.env) {
  if ((env.SKIP_KEYSPACE_CONFIG_CHECK ?? '').toUpperCase() === 'TRUE') return null;
  const config = await withDeadline(client.configGet('notify-keyspace-events'), ms, 'CONFIG GET notify-keyspace-events');
  return missingKeyspaceEvents(config['notify-keyspace-events']);
}
