import { passUpload } from '@/server/door/uploads';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// Only reads: every other method gets Next's 405 and never reaches the dashboard.
export const GET = passUpload;
export const HEAD = passUpload;
