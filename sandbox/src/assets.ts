import { Hono } from 'hono';
import type { SandboxEnv } from './env';
import { fail } from './http';
import { type Asset, buildRegistry } from './art/registry';

const LONG_CACHE = 'public, max-age=31536000, immutable';

let registry: Map<string, Asset> | null = null;
// Drawn once per process on first request; the seed's files never change.
const rendered = new Map<string, Buffer>();

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
  registry ??= buildRegistry();
  const asset = registry.get(path);
  if (!asset) return fail(c, 404, 'File not found');
  let body = rendered.get(path);
  if (!body) {
    body = asset.render();
    rendered.set(path, body);
  }
  return c.body(new Uint8Array(body), 200, headers(asset.type, path));
});

/** Every generated path, for tests and the README. */
export function generatedPaths(): string[] {
  registry ??= buildRegistry();
  return [...registry.keys()];
}
