import { cookies } from 'next/headers';
import { packAnswer } from '@/server/jobs/pack-answer';
import { readJob } from '@/server/jobs/read-jobs';
import { JOB_ID } from '@/shared/config/jobs';

type Context = { params: Promise<{ id: string }> };

const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'private, no-store' } });

/**
 * GET /account/jobs/<id>/pack: the job pack (README "Job pack") for the job's owner. Someone
 * else's job, a deleted one and a dashboard without jobs answer 404 upstream, and 404 here.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  if (!JOB_ID.test(id)) return notFound();
  const read = await readJob(await cookies(), Number(id));
  if (read.kind === 'signed-out') {
    const back = `/sign-in?redirect=${encodeURIComponent(`/account/jobs/${id}`)}`;
    return new Response(null, { status: 303, headers: { location: back, 'cache-control': 'private, no-store' } });
  }
  if (read.kind === 'missing') return notFound();
  return packAnswer(read.data);
}
