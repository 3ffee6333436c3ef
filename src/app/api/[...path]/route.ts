import { forward } from '@/shared/api/door/forward';

// The door reads cookies and talks to the dashboard on every call: never static, never edge.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = forward;
export const POST = forward;
export const PUT = forward;
export const PATCH = forward;
export const DELETE = forward;
