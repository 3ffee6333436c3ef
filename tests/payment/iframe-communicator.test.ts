// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCommunicatorMessage } from '@/shared/payment/hosted-form';

const STOREFRONT = 'http://localhost:3100';
const html = readFileSync(new URL('../../public/iframe-communicator.html', import.meta.url), 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

interface Posted {
  message: unknown;
  targetOrigin: string;
}

/**
 * Runs the communicator's script as the hosted form loads it: in a frame at `url`, whose
 * parent is the card form and grandparent the storefront page that records what it is sent.
 */
function loadCommunicator(url: string, { framed = true } = {}) {
  const posted: Posted[] = [];
  const listeners: Record<string, () => void> = {};
  const storefront = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
  const location = new URL(url);
  const frame = {
    location,
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
  } as Record<string, unknown>;
  frame.parent = framed ? { parent: storefront } : frame;
  new Function('window', script)(frame);
  const navigateHash = (hash: string) => {
    location.hash = hash;
    listeners.hashchange?.();
  };
  return { posted, navigateHash };
}

const communicatorUrl = (fragment: string) => `${STOREFRONT}/iframe-communicator.html${fragment}`;

describe('public/iframe-communicator.html', () => {
  it('loads nothing from elsewhere', () => {
    expect(html).not.toMatch(/\s(src|href)=/i);
    expect(script.length).toBeGreaterThan(0);
  });

  it("hands a resize to the storefront's page, addressed to the storefront's origin only", () => {
    const { posted } = loadCommunicator(communicatorUrl('#action=resizeWindow&width=540&height=612'));
    expect(posted).toEqual([
      { message: { source: 'accept-hosted', action: 'resizeWindow', width: 540, height: 612 }, targetOrigin: STOREFRONT },
    ]);
  });

  it('passes on cancel and successfulSave', () => {
    expect(loadCommunicator(communicatorUrl('#action=cancel')).posted[0]?.message).toEqual({ source: 'accept-hosted', action: 'cancel' });
    expect(loadCommunicator(communicatorUrl('#action=successfulSave')).posted[0]?.message).toEqual({
      source: 'accept-hosted',
      action: 'successfulSave',
    });
  });

  it('decodes the transaction response as the card form encodes it', () => {
    const response = { transId: '60012', responseCode: '1', totalAmount: '418.35', dateTime: '2026-11-21T12:00:00+00:00' };
    const query = `action=transactResponse&response=${encodeURIComponent(JSON.stringify(response))}`;
    const { posted } = loadCommunicator(communicatorUrl(`#${query}`));
    expect(posted[0]?.message).toEqual({ source: 'accept-hosted', action: 'transactResponse', response });
  });

  it('reads a response sent as raw JSON, even one holding & and =', () => {
    const response = { transId: '7', responseCode: '4', totalAmount: '10.00', merchant: 'Oil & Light = Floors' };
    const { posted } = loadCommunicator(communicatorUrl(`#action=transactResponse&response=${JSON.stringify(response)}`));
    expect(posted[0]?.message).toEqual({ source: 'accept-hosted', action: 'transactResponse', response });
  });

  it('sends a null response when the JSON cannot be read, so the checkout can log it', () => {
    const { posted } = loadCommunicator(communicatorUrl('#action=transactResponse&response=%7Bbroken'));
    expect(posted[0]?.message).toEqual({ source: 'accept-hosted', action: 'transactResponse', response: null });
  });

  it('falls back to the query string when there is no hash', () => {
    const { posted } = loadCommunicator(communicatorUrl('?action=cancel'));
    expect(posted[0]?.message).toEqual({ source: 'accept-hosted', action: 'cancel' });
  });

  it('passes on each new message when the form only changes the hash', () => {
    const { posted, navigateHash } = loadCommunicator(communicatorUrl('#action=resizeWindow&width=1&height=2'));
    navigateHash('#action=cancel');
    expect(posted.map((entry) => (entry.message as { action: string }).action)).toEqual(['resizeWindow', 'cancel']);
  });

  it('stays silent without a message, or when it is not inside the card form', () => {
    expect(loadCommunicator(communicatorUrl('')).posted).toEqual([]);
    expect(loadCommunicator(communicatorUrl('#width=1')).posted).toEqual([]);
    expect(loadCommunicator(communicatorUrl('#action=cancel'), { framed: false }).posted).toEqual([]);
  });

  it("sends what the storefront's parser accepts", () => {
    const response = { transId: '60012', responseCode: '1', totalAmount: '418.35' };
    const query = `action=transactResponse&response=${encodeURIComponent(JSON.stringify(response))}`;
    const [{ message, targetOrigin }] = loadCommunicator(communicatorUrl(`#${query}`)).posted;
    expect(parseCommunicatorMessage({ origin: targetOrigin, data: message }, STOREFRONT)).toEqual({
      action: 'transactResponse',
      response,
    });
  });
});
