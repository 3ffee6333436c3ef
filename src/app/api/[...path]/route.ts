import { revalidateTag } from 'next/cache';
import { doorAbuseLimits } from '@/server/door/abuse-limits';
import { door } from '@/server/door/door';
import { forgetServedPages } from '@/server/cache/forget-served-pages';

// The door reads cookies and talks to the dashboard on every call: never static, never edge.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function expire(tags: string[]) {
  tags.forEach((tag) => revalidateTag(tag, { expire: 0 }));
  forgetServedPages();
}

const handle = (request: Request) => door(request, { limits: doorAbuseLimits(), expire });

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
