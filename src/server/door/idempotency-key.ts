import 'server-only';
import { doorText } from './language';
import { jsonAnswer } from './answers';
import type { DoorCall } from './door-call';

/**
 * `Idempotency-Key` (docs/contract.md "Idempotency keys"): a change sent again after a lost answer
 * (a queued offline change, a retry) must not be made twice. The door passes the header on only
 * for the calls the allow-list marks `idempotent` and only in the form the storefront makes (a
 * UUID-like token); elsewhere it is dropped, so no other call's dashboard handler sees it.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

const KEY_FORMAT = /^[A-Za-z0-9-]{16,64}$/;

/** The key to pass on, null for none, or the 400 for a malformed one on a call that takes keys. */
export function idempotencyKeyOf(request: Request, call: DoorCall): string | null | Response {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null || !call.rule.idempotent) return null;
  if (!KEY_FORMAT.test(key)) return jsonAnswer(400, { message: doorText('invalidRequest') });
  return key;
}
