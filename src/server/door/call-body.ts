import 'server-only';
import { refusedBodyAnswer } from './answers';
import type { DoorCall } from './door-call';
import type { FormPart } from './multipart-body';
import { BodyRefused, bodyLimitBytes, readLimitedBody } from './request-body';
import { checkedUpload, uploadLimitBytes } from './upload-check';
import type { Deadline } from '../dashboard/deadline';

export interface CallBody {
  /** The body as the dashboard gets it: the bytes received, or an upload's form rebuilt from its checked parts. */
  body: Uint8Array<ArrayBuffer> | Blob | undefined;
  /** The body's type as the dashboard gets it (an upload's form is rebuilt with a new boundary). */
  contentType: string;
  /** An upload's checked parts, parsed once: the door reads its fields from them. */
  parts?: FormPart[];
}

/** The call's own size cap: DOOR_UPLOAD_LIMIT_BYTES for uploads, DOOR_BODY_LIMIT_BYTES (a few KiB) for the rest. */
export const bodyCapOf = (call: DoorCall) => (call.rule.upload ? uploadLimitBytes() : bodyLimitBytes());

/**
 * The call's body, read before the dashboard is asked anything: a declared length over the
 * call's cap is refused before a byte is read, an undeclared one as soon as it passes it, a
 * stalled one at the door's deadline; an upload's files are checked. Or the answer refusing it.
 */
export async function readCallBody(request: Request, call: DoorCall, deadline: Deadline): Promise<CallBody | Response> {
  const contentType = request.headers.get('content-type') ?? '';
  if (call.method === 'GET') return { body: undefined, contentType };
  let body: Uint8Array<ArrayBuffer> | undefined;
  try {
    body = await readLimitedBody(request, deadline, bodyCapOf(call));
  } catch (error) {
    if (error instanceof BodyRefused) return refusedBodyAnswer(error);
    throw error;
  }
  if (!call.rule.upload) return { body, contentType };
  const checked = await checkedUpload(body, contentType);
  return 'refusal' in checked ? checked.refusal : checked;
}
