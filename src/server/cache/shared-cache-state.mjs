// @ts-check
/**
 * Whether this process's cache handler can use the shared Redis, published on globalThis so the
 * health check (bundled apart from the handler, which Next loads at run time) can read it.
 */
const STATE = Symbol.for('ledfloor.sharedCacheState');

/** @typedef {'connecting' | 'up' | 'down' | 'unusable'} SharedCacheState */
/** @type {Record<symbol, { state: SharedCacheState, reason: string | null } | undefined>} */
const published = /** @type {any} */ (globalThis);

/**
 * Records the handler's state: 'connecting', 'up', 'down' or 'unusable', with the reason when not up.
 * @param {SharedCacheState} state
 * @param {string | null} [reason]
 */
export function publishSharedCacheState(state, reason = null) {
  published[STATE] = { state, reason };
}

/**
 * The handler's state now ('connecting' before a handler has started).
 * @returns {{ state: SharedCacheState, reason: string | null }}
 */
export function readSharedCacheState() {
  return published[STATE] ?? { state: 'connecting', reason: null };
}

/**
 * Why the cache handler does not use Redis now, or null (also when no handler has started yet).
 * @returns {string | null}
 */
export function sharedCacheProblem() {
  const current = published[STATE];
  if (!current || current.state === 'up') return null;
  return current.reason ?? `the shared cache is ${current.state}`;
}
