/**
 * The storefront's side of the hosted card form (Authorize.Net Accept Hosted, or the sandbox's
 * look-alike): the order's token is posted into a named iframe, and the form reports back
 * through public/iframe-communicator.html, which posts the messages read here. A message is a
 * hint that the form finished; what the order's state is comes from the dashboard.
 */
import { paymentFormUrl } from '@/shared/config/env';
import { paymentOrigins } from '@/shared/config/security-headers';
import type { TransactResponse } from '@/modules/checkout/contract';

/** `source` of every message public/iframe-communicator.html posts. */
export const COMMUNICATOR_SOURCE = 'accept-hosted';

export type CommunicatorMessage =
  | { action: 'resizeWindow'; width: number; height: number }
  | { action: 'cancel' }
  /** The customer saved a profile or card. This is not a payment. */
  | { action: 'successfulSave' }
  /**
   * The form finished a transaction. `response` is null when it came without a readable
   * transaction response, or one lacking responseCode or totalAmount (Accept Hosted leaves the
   * code out unless the token request set showReceipt: false); docs/contract.md §8: the
   * checkout logs that as an error.
   */
  | { action: 'transactResponse'; response: TransactResponse | null };

const RESPONSE_CODES: readonly string[] = ['1', '2', '3', '4'];

/** Approved: the order is paid. */
export const isApproved = (response: TransactResponse) => response.responseCode === '1';

/** Held for review: the payment is taken but confirmed later (docs/contract.md §9: within one business day). */
export const isHeldForReview = (response: TransactResponse) => response.responseCode === '4';

/**
 * Posts the order's token to the hosted form, opening it in the iframe named `iframeName`.
 * A form post (not a URL) keeps the token out of the iframe's address and the provider's logs.
 */
export function postTokenToHostedForm(token: string, iframeName: string, formUrl: string = paymentFormUrl): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = formUrl;
  form.target = iframeName;
  form.hidden = true;
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = 'token';
  field.value = token;
  form.append(field);
  document.body.append(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSize = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function toTransactResponse(value: unknown): TransactResponse | null {
  if (!isRecord(value)) return null;
  const { transId, responseCode, totalAmount, orderInvoiceNumber } = value;
  if (typeof transId !== 'string' || typeof totalAmount !== 'string') return null;
  if (typeof responseCode !== 'string' || !RESPONSE_CODES.includes(responseCode)) return null;
  return {
    transId,
    responseCode: responseCode as TransactResponse['responseCode'],
    totalAmount,
    ...(typeof orderInvoiceNumber === 'string' ? { orderInvoiceNumber } : {}),
  };
}

/** Who may post a message into the communicator: Authorize.Net's two form hosts and the configured form's. */
const hostedFormOrigins = (formUrl: string = paymentFormUrl): string[] => paymentOrigins(formUrl);

/**
 * The hash channel carries no sender: only a page framed inside the hosted form can load our
 * communicator where it reaches this window. postMessage carries one, checked against the form's origins.
 */
function cameFromHostedForm(data: Record<string, unknown>, formUrl: string): boolean {
  if (data.channel === 'hash') return true;
  return data.channel === 'message' && typeof data.sender === 'string' && hostedFormOrigins(formUrl).includes(data.sender);
}

/**
 * The communicator's message in `event`, or null when it is not one: not posted by our own
 * communicator page (another origin), posted into the communicator by a page that is not the
 * hosted form, or not of a known shape.
 */
export function parseCommunicatorMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  expectedOrigin: string = window.location.origin,
  formUrl: string = paymentFormUrl,
): CommunicatorMessage | null {
  if (event.origin !== expectedOrigin) return null;
  const data: unknown = event.data;
  if (!isRecord(data) || data.source !== COMMUNICATOR_SOURCE || !cameFromHostedForm(data, formUrl)) return null;
  switch (data.action) {
    case 'resizeWindow':
      return isSize(data.width) && isSize(data.height)
        ? { action: 'resizeWindow', width: data.width, height: data.height }
        : null;
    case 'cancel':
      return { action: 'cancel' };
    case 'successfulSave':
      return { action: 'successfulSave' };
    case 'transactResponse':
      return { action: 'transactResponse', response: toTransactResponse(data.response) };
    default:
      return null;
  }
}
