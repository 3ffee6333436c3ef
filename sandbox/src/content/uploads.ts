import { randomBytes } from 'node:crypto';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../db';
import type { SandboxOptions } from '../env';
import { fail } from '../http';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPE_MESSAGE = 'Only PNG, JPEG, GIF or WebP images can be uploaded.';
export const UPLOAD_SIZE_MESSAGE = 'The image must be smaller than 5 MB.';

/** The type is read from the file's first bytes, never from the name or the browser's claim. */
function sniff(bytes: Uint8Array): { type: string; ext: string } | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return { type: 'image/png', ext: 'png' };
  if (starts(0xff, 0xd8, 0xff)) return { type: 'image/jpeg', ext: 'jpg' };
  if (starts(0x47, 0x49, 0x46, 0x38)) return { type: 'image/gif', ext: 'gif' };
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') return { type: 'image/webp', ext: 'webp' };
  return null;
}

export interface CheckedImage {
  type: string;
  ext: string;
  body: Uint8Array;
}

/** A file as a careless dashboard keeps it: under the type the client sent and its name's extension. */
function asSent(file: File): { type: string; ext: string } {
  const ext = (file.name.split('.').pop() ?? '').replace(/[^a-z0-9]/gi, '').slice(0, 8).toLowerCase();
  return { type: file.type || 'application/octet-stream', ext: ext || 'bin' };
}

/**
 * The image, or the message to show on the upload field. `uploadTypes: 'client'` (SandboxOptions)
 * keeps any file under the client's type, as a real dashboard might, so the storefront's own
 * checks can be tried against one that does.
 */
export async function readImage(file: File, uploadTypes: SandboxOptions['uploadTypes'] = 'sniffed'): Promise<CheckedImage | string> {
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_SIZE_MESSAGE;
  const body = new Uint8Array(await file.arrayBuffer());
  if (uploadTypes === 'client') return { ...asSent(file), body };
  const kind = sniff(body);
  return kind ? { ...kind, body } : UPLOAD_TYPE_MESSAGE;
}

/** Keeps the image in memory and answers the /uploads/... path it is served under. */
export function storeImage(db: Db, folder: 'users' | 'reviews', prefix: string, image: CheckedImage): string {
  const path = `/uploads/${folder}/${prefix}-${randomBytes(6).toString('hex')}.${image.ext}`;
  db.content.uploads.set(path, { type: image.type, body: image.body });
  return path;
}

/** Refuses bodies far above what the upload rules allow before reading them (413, JSON). */
export const uploadBodyLimit = (files: number, field: string) =>
  bodyLimit({
    maxSize: files * MAX_UPLOAD_BYTES + 64 * 1024,
    onError: (c) => fail(c, 413, UPLOAD_SIZE_MESSAGE, { [field]: UPLOAD_SIZE_MESSAGE }),
  });
