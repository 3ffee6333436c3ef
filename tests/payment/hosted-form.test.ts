import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentFormUrl } from '@/shared/config/env';
import {
  COMMUNICATOR_SOURCE,
  isApproved,
  isHeldForReview,
  parseCommunicatorMessage,
  postTokenToHostedForm,
} from '@/modules/checkout/hosted-form';

const OWN_ORIGIN = window.location.origin;
const APPROVED = { transId: '60012345678', responseCode: '1', totalAmount: '418.35', orderInvoiceNumber: '1001' };

const fromCommunicator = (data: unknown, origin = OWN_ORIGIN) => new MessageEvent('message', { origin, data });
/** A message as the communicator forwards it from its URL hash (the channel that names no sender). */
const message = (fields: Record<string, unknown>) => ({ source: COMMUNICATOR_SOURCE, channel: 'hash', ...fields });
/** A message the hosted form posted into the communicator, from `sender`. */
const posted = (fields: Record<string, unknown>, sender: unknown) => message({ channel: 'message', sender, ...fields });

interface SubmittedForm {
  method: string;
  action: string;
  target: string;
  fields: [string, FormDataEntryValue][];
  attached: boolean;
}

/** jsdom cannot navigate, so the test records what the browser would have posted at submit(). */
function recordSubmits(): SubmittedForm[] {
  const submitted: SubmittedForm[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push({
      method: this.method,
      action: this.action,
      target: this.target,
      fields: [...new FormData(this).entries()],
      attached: this.isConnected,
    });
  });
  return submitted;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('postTokenToHostedForm', () => {
  it('posts only the token to the hosted form, into the named iframe, and leaves no form behind', () => {
    const submitted = recordSubmits();
    postTokenToHostedForm('tok-123', 'payment-frame', 'https://test.authorize.net/payment/payment');

    expect(submitted).toEqual([
      {
        method: 'post',
        action: 'https://test.authorize.net/payment/payment',
        target: 'payment-frame',
        fields: [['token', 'tok-123']],
        attached: true,
      },
    ]);
    expect(document.querySelector('form')).toBeNull();
  });

  it('uses the configured payment form URL by default', () => {
    const submitted = recordSubmits();
    postTokenToHostedForm('tok-456', 'payment-frame');
    expect(submitted[0]?.action).toBe(paymentFormUrl);
  });

  it('removes the form even when the browser refuses the submit', () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {
      throw new Error('blocked by form-action');
    });
    expect(() => postTokenToHostedForm('tok', 'payment-frame')).toThrow('blocked by form-action');
    expect(document.querySelector('form')).toBeNull();
  });
});

describe('parseCommunicatorMessage', () => {
  it('ignores messages from any origin but our own, the payment provider included', () => {
    const cancel = message({ action: 'cancel' });
    expect(parseCommunicatorMessage(fromCommunicator(cancel, 'https://evil.example'))).toBeNull();
    expect(parseCommunicatorMessage(fromCommunicator(cancel, 'https://test.authorize.net'))).toBeNull();
    expect(parseCommunicatorMessage(fromCommunicator(cancel, 'null'))).toBeNull();
    expect(parseCommunicatorMessage(fromCommunicator(cancel))).toEqual({ action: 'cancel' });
  });

  it("accepts a message posted into the communicator only from Authorize.Net's form hosts or the configured form", () => {
    const cancel = { action: 'cancel' };
    for (const sender of ['https://test.authorize.net', 'https://accept.authorize.net', new URL(paymentFormUrl).origin]) {
      expect(parseCommunicatorMessage(fromCommunicator(posted(cancel, sender)))).toEqual({ action: 'cancel' });
    }
    const strangers = [
      'https://evil.example',
      'https://test.authorize.net.evil.example',
      'http://test.authorize.net',
      'https://accept.authorize.net:8443',
      OWN_ORIGIN,
      'null',
      undefined,
      ['https://test.authorize.net'],
    ];
    for (const sender of strangers) expect(parseCommunicatorMessage(fromCommunicator(posted(cancel, sender)))).toBeNull();
  });

  it('checks the sender against the form URL it is given, and refuses an unknown channel', () => {
    const event = fromCommunicator(posted({ action: 'cancel' }, 'https://pay.example'));
    expect(parseCommunicatorMessage(event, OWN_ORIGIN, 'https://pay.example/payment/payment')).toEqual({ action: 'cancel' });
    expect(parseCommunicatorMessage(event)).toBeNull();
    expect(parseCommunicatorMessage(fromCommunicator(message({ action: 'cancel', channel: 'other' })))).toBeNull();
    expect(parseCommunicatorMessage(fromCommunicator({ source: COMMUNICATOR_SOURCE, action: 'cancel' }))).toBeNull();
  });

  it('checks against the origin it is given', () => {
    const event = fromCommunicator(message({ action: 'cancel' }), 'https://shop.example');
    expect(parseCommunicatorMessage(event, 'https://shop.example')).toEqual({ action: 'cancel' });
    expect(parseCommunicatorMessage(event)).toBeNull();
  });

  it('reads a resize with its size', () => {
    const event = fromCommunicator(message({ action: 'resizeWindow', width: 540, height: 612 }));
    expect(parseCommunicatorMessage(event)).toEqual({ action: 'resizeWindow', width: 540, height: 612 });
  });

  it('rejects a resize without a usable size', () => {
    for (const size of [{ width: '540', height: 612 }, { width: 540 }, { width: Number.NaN, height: 1 }, { width: -1, height: 1 }]) {
      expect(parseCommunicatorMessage(fromCommunicator(message({ action: 'resizeWindow', ...size })))).toBeNull();
    }
  });

  it('reads an approved transaction response', () => {
    const parsed = parseCommunicatorMessage(fromCommunicator(message({ action: 'transactResponse', response: APPROVED })));
    expect(parsed).toEqual({ action: 'transactResponse', response: APPROVED });
    if (parsed?.action !== 'transactResponse' || !parsed.response) throw new Error('expected a response');
    expect(isApproved(parsed.response)).toBe(true);
    expect(isHeldForReview(parsed.response)).toBe(false);
  });

  it('tells a payment held for review from an approval', () => {
    const held = { ...APPROVED, responseCode: '4' };
    const parsed = parseCommunicatorMessage(fromCommunicator(message({ action: 'transactResponse', response: held })));
    if (parsed?.action !== 'transactResponse' || !parsed.response) throw new Error('expected a response');
    expect(isHeldForReview(parsed.response)).toBe(true);
    expect(isApproved(parsed.response)).toBe(false);
  });

  it('keeps only the contract fields of a transaction response', () => {
    const response = { ...APPROVED, accountNumber: 'XXXX1111', accountType: 'Visa' };
    const parsed = parseCommunicatorMessage(fromCommunicator(message({ action: 'transactResponse', response })));
    expect(parsed).toEqual({ action: 'transactResponse', response: APPROVED });
  });

  it('reports a transaction response that is missing or unreadable as a null response', () => {
    for (const response of [null, undefined, 'not json', { ...APPROVED, responseCode: '9' }, { responseCode: '1' }]) {
      const parsed = parseCommunicatorMessage(fromCommunicator(message({ action: 'transactResponse', response })));
      expect(parsed).toEqual({ action: 'transactResponse', response: null });
    }
  });

  it('reads successfulSave as its own action, never as a payment', () => {
    const parsed = parseCommunicatorMessage(fromCommunicator(message({ action: 'successfulSave', response: APPROVED })));
    expect(parsed).toEqual({ action: 'successfulSave' });
  });

  it('ignores other shapes: another source, an unknown action, plain strings', () => {
    const shapes = [
      { source: 'other-widget', action: 'cancel' },
      { action: 'cancel' },
      message({ action: 'refund' }),
      message({}),
      'action=cancel',
      null,
      [COMMUNICATOR_SOURCE, 'cancel'],
    ];
    for (const data of shapes) expect(parseCommunicatorMessage(fromCommunicator(data))).toBeNull();
  });
});
