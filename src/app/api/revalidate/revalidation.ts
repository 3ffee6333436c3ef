import { createHash, timingSafeEqual } from 'node:crypto';

/** Tags the catalogue reads are cached under (shared/api/server.ts, features/catalogue/api.ts). */
const TAG_PATTERN = /^(catalogue|home|products|services|articles|product:[\w%.-]{1,200})$/;

/** The largest revalidation body read: a list of tags fits in a few hundred bytes. */
export const REVALIDATION_BODY_LIMIT_BYTES = 4 * 1024;

type Refusal = { ok: false; status: 401 | 404 | 422; message: string };
export type RevalidationCheck = { ok: true; tags: string[] } | Refusal;

// Digests have one length, so the comparison takes the same time whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/**
 * The dashboard calls POST /api/revalidate with `x-revalidate-secret` when catalogue data changes.
 * Disabled (404) unless REVALIDATE_SECRET is set. Checked before the body is read.
 */
export function revalidationSecretRefusal(secret: string | null, expected = process.env.REVALIDATE_SECRET): Refusal | null {
  if (!expected) return { ok: false, status: 404, message: 'Not found' };
  if (!secret || !sameSecret(secret, expected)) return { ok: false, status: 401, message: 'Invalid revalidation secret' };
  return null;
}

export function revalidationTags(body: unknown): RevalidationCheck {
  const tags = (body as { tags?: unknown } | null)?.tags;
  if (!Array.isArray(tags) || tags.length === 0 || !tags.every((t) => typeof t === 'string' && TAG_PATTERN.test(t))) {
    return { ok: false, status: 422, message: 'tags must be a non-empty list of catalogue tags' };
  }
  return { ok: true, tags };
}

export function checkRevalidation(secret: string | null, body: unknown, expected = process.env.REVALIDATE_SECRET): RevalidationCheck {
  return revalidationSecretRefusal(secret, expected) ?? revalidationTags(body);
}
