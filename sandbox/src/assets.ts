import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Hono, type Context } from 'hono';
import type { SandboxEnv } from './env';
import { fail } from './http';
import { type Asset, buildRegistry } from './art/registry';
import { SHIPPO_LOGO_PATH } from './commerce/rates';

const LONG_CACHE = 'public, max-age=31536000, immutable';

let registry: Map<string, Asset> | null = null;
// Drawn once, then kept in memory and on disk (gitignored): the seed's files never change, and
// drawing one takes up to ~0.7 s of CPU that would otherwise stall every later start.
const rendered = new Map<string, Buffer>();
const DISK_CACHE = join(process.cwd(), 'sandbox', '.data', 'assets');

function renderedBody(path: string, asset: Asset): Buffer {
  const cached = rendered.get(path);
  if (cached) return cached;
  const file = join(DISK_CACHE, path);
  let body: Buffer;
  try {
    body = readFileSync(file);
  } catch {
    body = asset.render();
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, body);
    } catch {
      // A read-only checkout still serves from memory.
    }
  }
  rendered.set(path, body);
  return body;
}

function headers(type: string, path: string) {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return {
    'content-type': type,
    'cache-control': LONG_CACHE,
    'access-control-allow-origin': '*',
    'x-content-type-options': 'nosniff',
    ...(type === 'application/pdf' ? { 'content-disposition': `inline; filename="${name}"` } : {}),
  };
}

/** GET /uploads/*: generated seed images and PDFs, and files customers uploaded. */
export const assetRoutes = new Hono<SandboxEnv>();

assetRoutes.get('/uploads/*', (c) => {
  const path = c.req.path;
  const uploaded = c.get('db').content.uploads.get(path);
  if (uploaded) return c.body(new Uint8Array(uploaded.body), 200, headers(uploaded.type, path));
  return generated(c, path);
});

/** GET /shippo-static/providers/75/*: carrier logos, on the sandbox's origin as Shippo's are on its own host. */
assetRoutes.get(`${SHIPPO_LOGO_PATH}/*`, (c) => generated(c, c.req.path));

function generated(c: Context<SandboxEnv>, path: string) {
  registry ??= buildRegistry();
  const asset = registry.get(path);
  if (!asset) return fail(c, 404, 'File not found');
  return c.body(new Uint8Array(renderedBody(path, asset)), 200, headers(asset.type, path));
}

/** Draws every generated file ahead of the first visitor, yielding between files so requests go first. */
export async function warmAssets(): Promise<void> {
  registry ??= buildRegistry();
  for (const [path, asset] of registry) {
    if (asset.onDemand) continue;
    await new Promise((resolve) => setImmediate(resolve));
    renderedBody(path, asset);
  }
}

/** Every generated path, for tests and the README. */
export function generatedPaths(): string[] {
  registry ??= buildRegistry();
  return [...registry.keys()];
}
