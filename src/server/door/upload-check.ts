import 'server-only';
import { en } from '@/shared/i18n/messages/en';
import { doorText } from './language';
import { jsonAnswer } from './answers';
import { rasterTypeOf, SNIFF_BYTES } from './image-type';
import { multipartBody, type FormPart } from './multipart-body';

/**
 * The customer's uploads (avatar, review photos: calls.ts `upload`) are checked at the door,
 * before the dashboard sees them: a dashboard that keeps the type a client chose would serve an
 * SVG or HTML file from the shop's origin. Only JPEG, PNG, WebP and GIF pass, told by their first
 * bytes; the form is sent on rebuilt from what was checked, each file typed by its bytes, so the
 * dashboard cannot read a part the door did not. The files are parsed once and sent from that
 * copy (multipart-body.ts); the bytes as received are let go once parsed.
 */

/** Six 5 MB review photos (the review form's most) with the review's text and the form's framing. */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 31 * 1024 * 1024;

/** DOOR_UPLOAD_LIMIT_BYTES is read per call so tests (and operators) can change it. */
export function uploadLimitBytes(): number {
  const configured = Number(process.env.DOOR_UPLOAD_LIMIT_BYTES);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_UPLOAD_LIMIT_BYTES;
}

export const UPLOAD_TYPE_MESSAGE = 'Only PNG, JPEG, GIF or WebP images can be uploaded.';
/** In English; the refusal itself is in the call's language (doorText). */
export const UPLOAD_FORM_MESSAGE = en.server.door.uploadForm;

/** The checked parts (what the door reads its fields from) and the body the dashboard gets, built from them. */
export type CheckedUpload = { body: Blob | undefined; contentType: string; parts?: FormPart[] } | { refusal: Response };

/** A file the shop will not take: its field's error names it, as the review form marks that one photo. */
function refusedFile(field: string, file: File): { refusal: Response } {
  const name = field.replace(/\[\]$/, '');
  const listed = field.endsWith('[]') && file.name !== '';
  const errors = { [name]: listed ? `${file.name}: ${UPLOAD_TYPE_MESSAGE}` : UPLOAD_TYPE_MESSAGE };
  return { refusal: jsonAnswer(415, { message: UPLOAD_TYPE_MESSAGE, errors }) };
}

export async function checkedUpload(body: Uint8Array<ArrayBuffer> | undefined, contentType: string): Promise<CheckedUpload> {
  if (!body) return { body: undefined, contentType };
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return { refusal: jsonAnswer(415, { message: doorText('uploadForm') }) };
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { refusal: jsonAnswer(400, { message: doorText('uploadForm') }) };
  }
  // Rebuilt from the parsed parts, in their order, each file typed by its bytes.
  const parts: FormPart[] = [];
  for (const [field, value] of form) {
    if (typeof value === 'string') {
      parts.push([field, value]);
      continue;
    }
    const type = rasterTypeOf(new Uint8Array(await value.slice(0, SNIFF_BYTES).arrayBuffer()));
    if (!type) return refusedFile(field, value);
    parts.push([field, { bytes: value, name: value.name, type }]);
  }
  return { ...multipartBody(parts), parts };
}
