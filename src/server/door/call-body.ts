import 'server-only';
import { refusedBodyAnswer } from './answers';
import type { DoorCall } from './door-call';
import { BodyRefused, bodyLimitBytes, readLimitedBody } from './request-body';
import { checkedUpload, uploadLimitBytes } from './upload-check';
import type { Deadline } from '../dashboard/deadline';

export interface CallBody {
  body: Uint8Array<ArrayBuffer> | undefined;
  /** The body's type as the dashboard gets it (an upload's form is rebuilt with a new boundary). */
  contentType: string;
}

/**
 * The call's body, read before the dashboard is asked anything: within the call's size limit
 * (DOOR_UPLOAD_LIMIT_BYTES for uploads, DOOR_BODY_LIMIT_BYTES for the rest) and the door's
 * deadline, and an upload's files checked; or the answer refusing it.
 */
export async function readCallBody(request: Request, call: DoorCall, deadline: Deadline): Promise<CallBody | Response> {
  const contentType = request.headers.get('content-type') ?? '';
  if (call.method === 'GET') return { body: undefined, contentType };
  let body: Uint8Array<ArrayBuffer> | undefined;
  try {
    body = await readLimitedBody(request, deadline, call.rule.upload ? uploadLimitBytes() : bodyLimitBytes());
  } catch (error) {
    if (error instanceof BodyRefused) return refusedBodyAnswer(error);
    throw error;
  }
  if (!call.rule.upload) return { body, contentType };
  const checked = await checkedUpload(body, contentType);
  return 'refusal' in checked ? checked.refusal : checked;
}
