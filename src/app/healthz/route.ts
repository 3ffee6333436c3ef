import { hasSharedRedis, sharedRedisAnswers } from '@/server/door/redis';

/**
 * Health check for load balancers and orchestrators (README "Deployment"): 200 while this
 * instance can serve, 503 when the Redis it shares its cache with does not answer.
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  const redis = hasSharedRedis() ? ((await sharedRedisAnswers()) ? 'up' : 'down') : 'not used';
  const ok = redis !== 'down';
  return Response.json({ ok, redis }, { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
