import { revalidateTag } from 'next/cache';
import { doorAbuseLimits } from '@/server/door/abuse-limits';
import { tagsChangedBy } from '@/server/door/catalogue-writes';
import { crossSiteRefusal } from '@/server/door/cross-site';
import { forward } from '@/server/door/forward';
import { apiPathOf } from '@/server/door/paths';
import { forgetServedPages } from '@/server/cache/forget-served-pages';

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
