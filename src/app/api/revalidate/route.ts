import { revalidateTag } from 'next/cache';
import { checkRevalidation } from '@/shared/api/revalidation';
import { forgetServedPages } from '@/server/cache/forget-served-pages';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const body = await request.json().catch(() => null);
  const check = checkRevalidation(request.headers.get('x-revalidate-secret'), body);
  if (!check.ok) return Response.json({ message: check.message }, { status: check.status });
  check.tags.forEach((tag) => revalidateTag(tag, 'max'));
  forgetServedPages();
  return Response.json({ revalidated: check.tags });
}
