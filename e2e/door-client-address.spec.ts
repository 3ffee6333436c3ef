import { freshEmail, ownClient } from './accounts-helpers';
import { expect, test } from './fixtures';

/**
 * The production server stamps each call with its connection's peer address and a secret of its
 * own process (docs/decisions.md "Telling clients apart"); the test runner's connection is a
 * trusted proxy here, so each client is the one its x-forwarded-for names.
 */
test('the door counts failed sign-ins per client the server stamped, whatever peer address a client writes itself', async ({ request }) => {
  const email = freshEmail('stamp');
  const attacker = ownClient();
  const attempt = (headers: Record<string, string>) =>
    request.post('/api/user/login', { form: { email, password: 'Not-the-password' }, headers }).then((answer) => answer.status());
  // Its own peer header, a new one each call, with a made-up stamp: the server writes over both.
  for (let failure = 1; failure <= 10; failure += 1) {
    const forged = { 'x-storefront-peer-address': `192.0.2.${failure}`, 'x-storefront-peer-stamp': 'made-up' };
    expect(await attempt({ ...attacker, ...forged })).toBe(422);
  }
  expect(await attempt({ ...attacker, 'x-storefront-peer-address': '192.0.2.99' })).toBe(429);
  // Another client the server stamped has its own count for the same e-mail (an address
  // ownClient never names).
  expect(await attempt({ 'x-forwarded-for': '192.0.2.250' })).toBe(422);
});
