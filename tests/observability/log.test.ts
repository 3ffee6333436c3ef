// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maskEmails } from '@/server/observability/log.mjs';
import { newRequestContext, outsideRequest, withRequestContext } from '@/server/observability/request-context.mjs';
import { capturedLogger } from './log-lines';

// The server's log (src/server/observability/log.mjs): JSON lines a machine reads, nothing secret in them.

const SECRETS = {
  password: 'Sandbox-pass-1',
  newPassword: 'Brand-new-pass-2',
  sessionToken: 'sess-4f1c2a9e77',
  authKey: 'key-9b8e7d6c5a',
  card: '4111111111111111',
  resetToken: 'reset-0a1b2c3d',
};

describe('the server log', () => {
  it('writes one JSON object a line with an ISO time, the level by name and the message', () => {
    const { log, lines } = capturedLogger();
    log.info({ http_route: '/product/[slug]', status: 200 }, 'request');
    const [line] = lines();
    expect(line).toMatchObject({ level: 'info', msg: 'request', http_route: '/product/[slug]', status: 200 });
    expect(new Date(line.time as string).toISOString()).toBe(line.time);
  });

  it('keeps passwords, tokens, cookies, keys and card fields out, however they are nested or spelled', () => {
    const { log, text } = capturedLogger();
    log.info(
      {
        body: { email: 'jane@example.com', password: SECRETS.password, new_password: SECRETS.newPassword, password_confirmation: SECRETS.newPassword },
        headers: { cookie: `lf_session=${SECRETS.sessionToken}; lf_auth=${SECRETS.authKey}`, 'X-Api-Key': SECRETS.authKey, 'x-session-token': SECRETS.sessionToken, Authorization: `Bearer ${SECRETS.authKey}` },
        answer: [{ auth_key: SECRETS.authKey, token: SECRETS.resetToken }],
        payment: { cardNumber: SECRETS.card, card_code: '123' },
        'set-cookie': [`lf_auth=${SECRETS.authKey}; HttpOnly`],
      },
      'a call',
    );
    for (const secret of Object.values(SECRETS)) expect(text()).not.toContain(secret);
    expect(text()).not.toContain('jane@example.com');
    expect(text()).toContain('[redacted]');
  });

  it('masks every e-mail address to its first letter and domain, in fields, messages and errors', () => {
    const { log, lines, text } = capturedLogger();
    log.warn({ to: 'Jane.Doe+floors@example.co.uk', note: 'copy to ops@shop.example and <b@x.io>' }, 'mail for jane@example.com bounced');
    log.error({ err: new Error('no account for pat@example.org') }, 'sign-in failed');
    const [warned, failed] = lines();
    expect(warned).toMatchObject({ to: 'J***@example.co.uk', note: 'copy to o***@shop.example and <b***@x.io>', msg: 'mail for j***@example.com bounced' });
    expect(failed.err).toMatchObject({ type: 'Error', message: 'no account for p***@example.org' });
    expect(String((failed.err as { stack: string }).stack)).toContain('log.test.ts');
    expect(text()).not.toMatch(/jane@|pat@|ops@/i);
    expect(maskEmails('no address here')).toBe('no address here');
  });

  it('names the request on every line made while it is handled', async () => {
    const { log, lines } = capturedLogger();
    await withRequestContext(newRequestContext('req-123'), async () => {
      await Promise.resolve();
      log.info('inside');
    });
    log.info('outside');
    const [inside, outside] = lines();
    expect(inside.req_id).toBe('req-123');
    expect(outside.req_id).toBeUndefined();
  });

  it('leaves a connection set up during a request out of that request: its later events name none', async () => {
    const { log, lines } = capturedLogger();
    const later = (message: string) => new Promise<void>((resolve) => setTimeout(() => resolve(log.info(message)), 5));
    let inside: Promise<void> = Promise.resolve();
    let outside: Promise<void> = Promise.resolve();
    withRequestContext(newRequestContext('req-first'), () => {
      inside = later('timer of the request');
      outside = outsideRequest(() => later('timer of a shared client'));
    });
    await Promise.all([inside, outside]);
    expect(lines().map(({ msg, req_id }) => ({ msg, req_id }))).toEqual([
      { msg: 'timer of the request', req_id: 'req-first' },
      { msg: 'timer of a shared client', req_id: undefined },
    ]);
  });

  it('writes only lines at LOG_LEVEL or above (info when unset)', () => {
    const saved = process.env.LOG_LEVEL;
    try {
      process.env.LOG_LEVEL = 'warn';
      const quiet = capturedLogger();
      quiet.log.info('routine');
      quiet.log.warn('odd');
      expect(quiet.lines().map((line) => line.msg)).toEqual(['odd']);
      delete process.env.LOG_LEVEL;
      const usual = capturedLogger();
      usual.log.debug('detail');
      usual.log.info('routine');
      expect(usual.lines().map((line) => line.msg)).toEqual(['routine']);
    } finally {
      if (saved === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = saved;
    }
  });
});
