/**
 * Whether this process's cache handler can use the shared Redis, published on globalThis so the
 * health check (bundled apart from the handler, which Next loads at run time) can read it.
 */
const STATE = Symbol.for('ledfloor.sharedCacheState');

/** Records the handler's state: 'connecting', 'up', 'down' or 'unusable', with the reason when not up. */
export function publishSharedCacheState(state, reason = null) {
  globalThis[STATE] = { state, reason };
}

/** Why the cache handler does not use Redis now, or null (also when no handler has started yet). */
export function sharedCacheProblem() {
  const current = globalThis[STATE];
  if (!current || current.state === 'up') return null;
  return current.reason ?? `the shared cache is ${current.state}`;
}
