import { timingSafeEqual } from 'node:crypto';

/** Tags the catalogue reads are cached under (shared/api/server.ts, features/catalogue/api.ts). */
const TAG_PATTERN = /^(catalogue|home|products|services|articles|product:[\w%.-]{1,200})$/;

export type RevalidationCheck = { ok: true; tags: string[] } | { ok: false; status: 401 | 404 | 422; message: string };

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The dashboard calls POST /api/revalidate with `x-revalidate-secret` when catalogue data changes.
 * Disabled (404) unless REVALIDATE_SECRET is set.
 */
export function checkRevalidation(secret: string | null, body: unknown, expected = process.env.REVALIDATE_SECRET): RevalidationCheck {
  if (!expected) return { ok: false, status: 404, message: 'Not found' };
  if (!secret || !sameSecret(secret, expected)) return { ok: false, status: 401, message: 'Invalid revalidation secret' };
  const tags = (body as { tags?: unknown } | null)?.tags;
  if (!Array.isArray(tags) || tags.length === 0 || !tags.every((t) => typeof t === 'string' && TAG_PATTERN.test(t))) {
    return { ok: false, status: 422, message: 'tags must be a non-empty list of catalogue tags' };
  }
  return { ok: true, tags };
}
