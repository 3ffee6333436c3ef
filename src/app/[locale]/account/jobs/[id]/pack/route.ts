import { cookies } from 'next/headers';
import { packAnswer } from '@/modules/jobs/server';
import { guardPack } from '@/modules/jobs/server';
import { readJob } from '@/modules/jobs/server';
import { AUTH_COOKIE } from '@/shared/api/cookie-names';
import { JOB_ID } from '@/modules/jobs';

type Context = { params: Promise<{ id: string }> };

const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'private, no-store' } });

/**
 * GET /account/jobs/<id>/pack: the job pack (docs/jobs.md "Job pack") for the job's owner. Someone
 * else's job, a deleted one and a dashboard without jobs answer 404 upstream, and 404 here.
 * Limited per account and client, capped per instance, stopped when the customer leaves (pack-guard.ts).
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  if (!JOB_ID.test(id)) return notFound();
  const jar = await cookies();
  return guardPack(request, jar.get(AUTH_COOKIE)?.value, async (signal) => {
    const read = await readJob(jar, Number(id));
    if (read.kind === 'signed-out') {
      const back = `/sign-in?redirect=${encodeURIComponent(`/account/jobs/${id}`)}`;
      return new Response(null, { status: 303, headers: { location: back, 'cache-control': 'private, no-store' } });
    }
    if (read.kind === 'missing') return notFound();
    return packAnswer(read.data, signal);
  });
}
