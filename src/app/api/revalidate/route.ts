import { revalidateTag } from 'next/cache';
import { REVALIDATION_BODY_LIMIT_BYTES, revalidationSecretRefusal, revalidationTags } from './revalidation';
import { forgetServedPages } from '@/server/cache/forget-served-pages';
import { parseJson } from '@/server/door/json';
import { BodyRefused, readLimitedBody } from '@/server/door/request-body';
import { startDeadline } from '@/server/door/upstream';

export const dynamic = 'force-dynamic';

/** The secret first, then at most a few KiB of body: nobody without the secret makes the server read anything. */
export async function POST(request: Request) {
  const refused = revalidationSecretRefusal(request.headers.get('x-revalidate-secret'));
  if (refused) return Response.json({ message: refused.message }, { status: refused.status });
  let body: Uint8Array<ArrayBuffer> | undefined;
  try {
    body = await readLimitedBody(request, startDeadline(request, { carryThrough: false }), REVALIDATION_BODY_LIMIT_BYTES);
  } catch (error) {
    if (!(error instanceof BodyRefused)) throw error;
    const status = error.kind === 'tooLarge' ? 413 : 408;
    return Response.json({ message: 'The revalidation body is too large or too slow.' }, { status, headers: { connection: 'close' } });
  }
  const check = revalidationTags(body ? parseJson(body) : null);
  if (!check.ok) return Response.json({ message: check.message }, { status: check.status });
  check.tags.forEach((tag) => revalidateTag(tag, 'max'));
  forgetServedPages();
  return Response.json({ revalidated: check.tags });
}
