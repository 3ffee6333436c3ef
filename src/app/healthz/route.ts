import { sharedRedisHealth } from '@/server/door/redis';

/**
 * Health check for load balancers and orchestrators (README "Deployment"): 200 while this
 * instance serves with everything it should share, 503 with the reason while the shared Redis
 * is down or cannot carry the shared cache (the instance still serves, from its own memory, but
 * a balancer should prefer the others).
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  const health = await sharedRedisHealth();
  const ok = health.redis === 'up' || health.redis === 'not used';
  return Response.json({ ok, ...health }, { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
