import { expireTags } from '@/server/cache/expire-tags';
import { doorAbuseLimits } from '@/server/door/abuse-limits';
import { door } from '@/server/door/door';

// The door reads cookies and talks to the dashboard on every call: never static, never edge.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const handle = (request: Request) => door(request, { limits: doorAbuseLimits(), expire: expireTags });

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
