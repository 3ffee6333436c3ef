import { revalidateTag } from 'next/cache';
import { doorAbuseLimits } from '@/shared/api/door/abuse-limits';
import { tagsChangedBy } from '@/shared/api/door/catalogue-writes';
import { crossSiteRefusal } from '@/shared/api/door/cross-site';
import { forward } from '@/shared/api/door/forward';
import { apiPathOf } from '@/shared/api/door/paths';
import { forgetServedPages } from '@/shared/cache/forget-served-pages';

// The door reads cookies and talks to the dashboard on every call: never static, never edge.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

async function door(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const path = apiPathOf(new URL(request.url));
  const response = await forward(request, doorAbuseLimits());
  if (response.ok && path) {
    const tags = tagsChangedBy(request.method, path);
    tags.forEach((tag) => revalidateTag(tag, { expire: 0 }));
    if (tags.length) forgetServedPages();
  }
  return response;
}

export const GET = door;
export const POST = door;
export const PUT = door;
export const PATCH = door;
export const DELETE = door;
