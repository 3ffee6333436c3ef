import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const dynamic = 'force-dynamic';

let worker: Promise<string | null> | null = null;

/** The worker scripts/lib/service-worker.mjs wrote beside this build (one per build dir, so side-by-side builds never share one). */
function builtWorker(): Promise<string | null> {
  worker ??= readFile(path.join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'sw.js'), 'utf8').catch(() => null);
  return worker;
}

/**
 * The service worker (docs/offline.md). `no-cache`: the browser asks each time whether
 * a new deployment brought a new worker. Its scope is the whole site from the root, so no
 * Service-Worker-Allowed header is needed.
 */
export async function GET() {
  const body = await builtWorker();
  if (body === null) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(body, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' } });
}
