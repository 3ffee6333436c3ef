import { callApi } from '@/shared/api/call';
import { COUNT_ORDER_HEADER } from '@/shared/api/count-order';
import type { QueuedChange, SendOutcome } from './change-queue';
import { FALLBACK_REFUSAL } from './queue-events';

/**
 * One queued change through the door with its Idempotency-Key, and a quantity with the count order
 * it was made in (change-queue.ts `countOrder`). A 4xx is a refusal (the dashboard's
 * message kept for the customer); no answer, a 5xx or a 429 is "try again later" with the same key.
 */
export async function sendChange(change: QueuedChange): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await callApi(change.path, {
      body: new URLSearchParams(change.fields),
      headers: { 'Idempotency-Key': change.key, ...(change.countOrder === undefined ? {} : { [COUNT_ORDER_HEADER]: change.countOrder }) },
    });
  } catch {
    return { unanswered: true };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { made: true, answer: body };
  if (response.status >= 500 || response.status === 429) return { unanswered: true };
  const message = body !== null && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : FALLBACK_REFUSAL;
  return { refused: message };
}
