// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseCommunicatorMessage } from '@/modules/checkout/hosted-form';
import { communicatorHtml as html, communicatorScript as script, loadCommunicator as load, type Posted } from './communicator-harness';

const STOREFRONT = 'http://localhost:3100';

/** The communicator in a storefront page at STOREFRONT that records what it is sent. */
function loadCommunicator(url: string, options?: { framed?: boolean }) {
  const posted: Posted[] = [];
  return { posted, ...load(url, (entry) => posted.push(entry), options) };
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
      { message: { source: 'accept-hosted', channel: 'hash', action: 'resizeWindow', width: 540, height: 612 }, targetOrigin: STOREFRONT },
    ]);
  });

  it('passes on cancel and successfulSave', () => {
    expect(loadCommunicator(communicatorUrl('#action=cancel')).posted[0]?.message).toEqual({ source: 'accept-hosted', channel: 'hash', action: 'cancel' });
    expect(loadCommunicator(communicatorUrl('#action=successfulSave')).posted[0]?.message).toEqual({
      source: 'accept-hosted',
      channel: 'hash',
      action: 'successfulSave',
    });
  });

  it('decodes the transaction response as the card form encodes it', () => {
    const response = { transId: '60012', responseCode: '1', totalAmount: '418.35', dateTime: '2026-11-21T12:00:00+00:00' };
    const query = `action=transactResponse&response=${encodeURIComponent(JSON.stringify(response))}`;
    const { posted } = loadCommunicator(communicatorUrl(`#${query}`));
    expect(posted[0]?.message).toEqual({ source: 'accept-hosted', channel: 'hash', action: 'transactResponse', response });
  });

  it('reads a response sent as raw JSON, even one holding & and =', () => {
    const response = { transId: '7', responseCode: '4', totalAmount: '10.00', merchant: 'Oil & Light = Floors' };
    const { posted } = loadCommunicator(communicatorUrl(`#action=transactResponse&response=${JSON.stringify(response)}`));
    expect(posted[0]?.message).toEqual({ source: 'accept-hosted', channel: 'hash', action: 'transactResponse', response });
  });

  it('sends a null response when the JSON cannot be read, so the checkout can log it', () => {
    const { posted } = loadCommunicator(communicatorUrl('#action=transactResponse&response=%7Bbroken'));
    expect(posted[0]?.message).toEqual({ source: 'accept-hosted', channel: 'hash', action: 'transactResponse', response: null });
  });

  it('falls back to the query string when there is no hash', () => {
    const { posted } = loadCommunicator(communicatorUrl('?action=cancel'));
    expect(posted[0]?.message).toEqual({ source: 'accept-hosted', channel: 'hash', action: 'cancel' });
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

  it('passes on a message the hosted form posts into it, naming the sender for the storefront to judge', () => {
    const { posted, receive } = loadCommunicator(communicatorUrl(''));
    const response = { transId: '60013', responseCode: '1', totalAmount: '99.00' };
    receive(`action=transactResponse&response=${encodeURIComponent(JSON.stringify(response))}`, 'https://accept.authorize.net');
    receive('action=resizeWindow&width=400&height=700', 'https://test.authorize.net');
    expect(posted).toEqual([
      {
        message: { source: 'accept-hosted', channel: 'message', sender: 'https://accept.authorize.net', action: 'transactResponse', response },
        targetOrigin: STOREFRONT,
      },
      {
        message: { source: 'accept-hosted', channel: 'message', sender: 'https://test.authorize.net', action: 'resizeWindow', width: 400, height: 700 },
        targetOrigin: STOREFRONT,
      },
    ]);
  });

  it('drops posted messages that are not a query string with an action', () => {
    const { posted, receive } = loadCommunicator(communicatorUrl(''));
    for (const data of [{ action: 'cancel' }, null, 42, '', 'width=1&height=2']) receive(data, 'https://test.authorize.net');
    expect(posted).toEqual([]);
  });

  it("a stranger's posted message reaches the storefront marked as the stranger's, and the storefront drops it", () => {
    const { posted, receive } = loadCommunicator(communicatorUrl(''));
    const forged = { transId: '1', responseCode: '1', totalAmount: '0.01' };
    receive(`action=transactResponse&response=${JSON.stringify(forged)}`, 'https://evil.example');
    expect(posted).toHaveLength(1);
    const [{ message, targetOrigin }] = posted;
    expect(message).toMatchObject({ channel: 'message', sender: 'https://evil.example' });
    expect(parseCommunicatorMessage({ origin: targetOrigin, data: message }, STOREFRONT, 'https://test.authorize.net/payment/payment')).toBeNull();
  });

  it("sends what the storefront's parser accepts", () => {
    const response = { transId: '60012', responseCode: '1', totalAmount: '418.35' };
    const query = `action=transactResponse&response=${encodeURIComponent(JSON.stringify(response))}`;
    const [{ message, targetOrigin }] = loadCommunicator(communicatorUrl(`#${query}`)).posted;
    expect(parseCommunicatorMessage({ origin: targetOrigin, data: message }, STOREFRONT)).toEqual({
      action: 'transactResponse',
      response,
    });
    const { posted, receive } = loadCommunicator(communicatorUrl(''));
    receive(query, 'https://test.authorize.net');
    expect(parseCommunicatorMessage({ origin: posted[0].targetOrigin, data: posted[0].message }, STOREFRONT)).toEqual({
      action: 'transactResponse',
      response,
    });
  });
});
