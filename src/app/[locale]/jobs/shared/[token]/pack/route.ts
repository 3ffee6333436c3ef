import { readCrewJob } from '@/modules/jobs/server';
import { packAnswer } from '@/modules/jobs/server';
import { guardPack } from '@/modules/jobs/server';

type Context = { params: Promise<{ token: string }> };

/**
 * GET /jobs/shared/<token>/pack: the job pack by a crew link, with no account; a dead link is 404.
 * Limited per client, capped per instance, stopped when the customer leaves (pack-guard.ts).
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params;
  return guardPack(request, undefined, async (signal) => {
    const read = await readCrewJob(token, request.headers);
    if (read.kind === 'limited') return read.refusal;
    if (read.kind === 'missing') {
      return new Response('Not found', { status: 404, headers: { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' } });
    }
    return packAnswer(read.data, signal);
  });
}
