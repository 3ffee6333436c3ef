import { sharedRedisHealth } from '@/server/door/redis';
import { logger } from '@/server/observability/log.mjs';

/**
 * Health check for load balancers and orchestrators (docs/deployment.md "Health checks"): 200 `{"ok":true}`
 * while this instance serves with everything it should share, 503 `{"ok":false}` while the shared
 * Redis is down or cannot carry the shared cache (the instance still serves, from its own memory,
 * but a balancer should prefer the others). Anyone can ask, so the answer names no host, port
 * or error; the reason goes to the server log, once each time it changes.
 */
export const dynamic = 'force-dynamic';

let loggedReason: string | null = null;

function logReason(reason: string | null) {
  if (reason === loggedReason) return;
  if (reason) logger().error({ reason }, 'healthz failing');
  else logger().info('healthz ok again');
  loggedReason = reason;
}

export async function GET() {
  const health = await sharedRedisHealth();
  const ok = health.redis === 'up' || health.redis === 'not used';
  logReason('reason' in health ? health.reason : null);
  return Response.json({ ok }, { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
