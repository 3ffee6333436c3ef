// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxApp } from '@sandbox/app';
import { DEMO_CUSTOMER } from '@sandbox/accounts/state';
import { verifyPassword } from '@sandbox/accounts/passwords';
import { encodePng } from '@sandbox/art/png';
import { API_KEY_HEADER, type ErrorAnswer, type User } from '@/modules/accounts/contract';
import type { BasketAnswer } from '@/modules/basket/contract';
import { Caller, customer, freshSandbox, json, priceOf, productBySlug, STOREFRONT, variantForm, visitor, type Fields } from './commerce-fixtures';

let sandbox: SandboxApp;
let anonymous: Caller;

beforeEach(() => {
  ({ sandbox, anonymous } = freshSandbox());
});
const errorsOf = async (reply: Response) => (await json<ErrorAnswer>(reply)).errors ?? {};
const mails = () => sandbox.db().outbox;
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  anonymous.post('/api/user/login', { email, password, rememberMe: 0 }, headers);

async function signUp(fields: Fields = {}) {
  return anonymous.post('/api/user/create', { first_name: 'Robin', last_name: 'Okafor', email: 'robin@example.com', password: 'Floors-2024', ...fields });
}

describe('sessions and sign-in', () => {
  it('issues visitor session tokens', async () => {
    const reply = await anonymous.get('/api/default/session');
    const { token } = await json<{ token: string }>(reply);
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(sandbox.db().accounts.sessions.has(token)).toBe(true);
  });

  it('signs the demo customer in and answers the key and the profile', async () => {
    const reply = await login(DEMO_CUSTOMER.email.toUpperCase(), DEMO_CUSTOMER.password);
    expect(reply.status).toBe(200);
    const answer = await json<{ auth_key: string; user: User & Record<string, unknown> }>(reply);
    expect(answer.auth_key).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.user).toEqual({ id: 1, first_name: 'Dana', last_name: 'Whitfield', email: DEMO_CUSTOMER.email, img: null });
    const me = await new Caller(sandbox, { [API_KEY_HEADER]: answer.auth_key }).post('/api/user/user-get');
    expect(await json(me)).toEqual({ user: answer.user });
  });

  it('answers a wrong password or unknown e-mail with the same message on the password field', async () => {
    for (const [email, password] of [[DEMO_CUSTOMER.email, 'Wrong-pass-1'], ['nobody@example.com', DEMO_CUSTOMER.password]]) {
      const reply = await login(email, password);
      expect(reply.status).toBe(422);
      expect(await json(reply)).toEqual({ message: 'Incorrect email or password', errors: { password: 'Incorrect email or password' } });
    }
  });

  it('asks for a valid e-mail and a password', async () => {
    const reply = await login('not-an-email', '');
    expect(reply.status).toBe(422);
    expect(await errorsOf(reply)).toEqual({ email: 'Email must be a valid email', password: 'Password is required' });
  });

  it('refuses user-get without a key (401) and with an unknown key (401)', async () => {
    expect((await anonymous.post('/api/user/user-get')).status).toBe(401);
    expect((await new Caller(sandbox, { [API_KEY_HEADER]: 'made-up' }).post('/api/user/user-get')).status).toBe(401);
  });

  it('logs out: the key stops working', async () => {
    const dana = await customer(sandbox);
    const reply = await dana.post('/api/user/logout', { id: dana.userId });
    expect(await json(reply)).toEqual({ success: true, message: 'You have been signed out.' });
    expect((await dana.post('/api/user/user-get')).status).toBe(401);
    expect((await anonymous.post('/api/user/logout')).status).toBe(401);
  });

  it("moves the visitor's basket into the customer's on sign-in", async () => {
    const shopper = await visitor(sandbox);
    const oil = productBySlug(sandbox, 'nordwood-pure-led-hardwax-oil');
    expect((await shopper.post('/api/basket/data', variantForm(oil, priceOf(oil, '5 L', 'Satin'), { count: 2 }))).status).toBe(200);
    const dana = await customer(sandbox, shopper.sessionToken);
    const { basket } = await json<BasketAnswer>(await dana.post('/api/basket'));
    expect(basket.data.map((line) => [line.products_id, line.count])).toEqual([[oil.id, 2]]);
  });
});

describe('sign-up and e-mail confirmation', () => {
  it('creates a pending account with a hashed password and mails a confirmation link', async () => {
    const reply = await signUp();
    expect(reply.status).toBe(200);
    expect(await json(reply)).toEqual({ email: 'robin@example.com', status: 'pending' });
    const user = sandbox.db().accounts.users.find((u) => u.email === 'robin@example.com');
    expect(user?.status).toBe('pending');
    expect(user?.password_hash).not.toContain('Floors-2024');
    expect(user?.password_hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(verifyPassword('Floors-2024', user?.password_hash ?? '')).toBe(true);
    const mail = mails().at(-1);
    expect(mail?.to).toBe('robin@example.com');
    expect(mail?.text).toContain(`${STOREFRONT}/confirm-email?token=${mail?.meta.token}`);
  });

  it('keeps a pending account out until the link is used, then lets it in once', async () => {
    await signUp();
    expect((await login('robin@example.com', 'Floors-2024')).status).toBe(422);
    const token = mails().at(-1)?.meta.token ?? '';
    const confirmed = await anonymous.post('/api/user/confirm-email', { token });
    expect(await json(confirmed)).toEqual({ success: true, message: 'Your e-mail address has been confirmed. You can sign in now.' });
    expect((await login('robin@example.com', 'Floors-2024')).status).toBe(200);
    const again = await anonymous.post('/api/user/confirm-email', { token });
    expect(again.status).toBe(422);
    expect(await errorsOf(again)).toEqual({ token: 'This confirmation link is invalid or has expired.' });
  });

  it('validates every field with the contract messages', async () => {
    const reply = await signUp({ first_name: 'Al', last_name: '', email: 'robin@', password: 'short' });
    expect(reply.status).toBe(422);
    expect(await errorsOf(reply)).toEqual({
      first_name: 'First name must be at least 3 characters',
      last_name: 'Last name is required',
      email: 'Email must be a valid email',
      password: 'Password must be at least 8 characters',
    });
  });

  it('refuses an e-mail that already has an account, on the email field', async () => {
    const reply = await signUp({ email: 'Customer@Example.com' });
    expect(reply.status).toBe(422);
    expect(await errorsOf(reply)).toEqual({ email: 'This email address has already been taken.' });
  });
});

describe('forgotten and changed passwords', () => {
  it('mails a reset token that sets a new password once and signs out other keys', async () => {
    const dana = await customer(sandbox);
    const forgot = await anonymous.post('/api/user/forgot-password', { email: DEMO_CUSTOMER.email });
    expect(await json(forgot)).toEqual({ success: true, message: 'Check your email for further instructions.' });
    const token = mails().at(-1)?.meta.token ?? '';
    expect(mails().at(-1)?.text).toContain(`${STOREFRONT}/reset-password?token=${token}`);

    const short = await anonymous.post('/api/user/new-password', { token, password: 'short' });
    expect(await errorsOf(short)).toEqual({ password: 'Password must be at least 8 characters' });
    expect((await anonymous.post('/api/user/new-password', { token, password: 'New-floor-pass' })).status).toBe(200);
    expect((await dana.post('/api/user/user-get')).status).toBe(401);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(422);
    expect((await login(DEMO_CUSTOMER.email, 'New-floor-pass')).status).toBe(200);

    const reused = await anonymous.post('/api/user/new-password', { token, password: 'Another-pass-9' });
    expect(reused.status).toBe(422);
    expect(await errorsOf(reused)).toEqual({ password: 'This password reset link is invalid or has expired.' });
  });

  it('answers an unknown or malformed e-mail on the email field', async () => {
    expect(await errorsOf(await anonymous.post('/api/user/forgot-password', { email: 'nobody@example.com' }))).toEqual({ email: 'There is no user with this email address.' });
    expect(await errorsOf(await anonymous.post('/api/user/forgot-password', { email: '' }))).toEqual({ email: 'Email is required' });
  });

  it('changes the password only with the right current one', async () => {
    const dana = await customer(sandbox);
    const wrong = await dana.post('/api/user/change-password', { old_password: 'Not-my-pass', password: 'Changed-pass-2' });
    expect(wrong.status).toBe(422);
    expect(await json(wrong)).toEqual({ message: 'Current password is incorrect', errors: { old_password: 'Current password is incorrect' } });
    const ok = await dana.post('/api/user/change-password', { old_password: DEMO_CUSTOMER.password, password: 'Changed-pass-2' });
    expect(await json(ok)).toEqual({ success: true, message: 'Your password has been changed.' });
    expect((await dana.post('/api/user/user-get')).status).toBe(200);
    expect((await login(DEMO_CUSTOMER.email, 'Changed-pass-2')).status).toBe(200);
    expect((await anonymous.post('/api/user/change-password', { old_password: 'x', password: 'y' })).status).toBe(401);
  });
});

describe('profile', () => {
  it('renames the customer and validates the names', async () => {
    const dana = await customer(sandbox);
    const renamed = await json<{ user: User }>(await dana.post('/api/user/names', { first_name: 'Danielle', last_name: 'Whitfield-Ross' }));
    expect(renamed.user).toMatchObject({ first_name: 'Danielle', last_name: 'Whitfield-Ross' });
    expect(await errorsOf(await dana.post('/api/user/names', { first_name: 'Di', last_name: 'Whitfield' }))).toEqual({ first_name: 'First name must be at least 3 characters' });
    expect((await anonymous.post('/api/user/names', { first_name: 'Nobody', last_name: 'Here' })).status).toBe(401);
  });

  it('stores an uploaded picture and serves it', async () => {
    const dana = await customer(sandbox);
    const png = encodePng(2, 2, new Uint8Array(12).fill(200));
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));
    const { user } = await json<{ user: User }>(await dana.request('/api/user/user-img-upload', { method: 'POST', body: form }));
    expect(user.img).toMatch(/^\/uploads\/users\/user-1-[0-9a-f]+\.png$/);
    const served = await sandbox.app.request(user.img ?? '');
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses a file that is not an image, and a missing file', async () => {
    const dana = await customer(sandbox);
    const form = new FormData();
    form.append('file', new File(['<script>alert(1)</script>'], 'me.png', { type: 'image/png' }));
    const bad = await dana.request('/api/user/user-img-upload', { method: 'POST', body: form });
    expect(bad.status).toBe(422);
    expect(await errorsOf(bad)).toEqual({ file: 'Only PNG, JPEG, GIF or WebP images can be uploaded.' });
    expect(await errorsOf(await dana.post('/api/user/user-img-upload', {}))).toEqual({ file: 'Please choose an image to upload.' });
  });

  it('refuses a picture above 5 MB', async () => {
    const dana = await customer(sandbox);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' }));
    const reply = await dana.request('/api/user/user-img-upload', { method: 'POST', body: form });
    expect(reply.status).toBe(413);
    expect(await errorsOf(reply)).toEqual({ file: 'The image must be smaller than 5 MB.' });
  });
});

describe('sandbox tools', () => {
  it('shows the outbox and restores the seed on reset', async () => {
    await signUp();
    const outbox = await json<{ mails: { to: string }[] }>(await sandbox.app.request('/__sandbox/outbox'));
    expect(outbox.mails.map((m) => m.to)).toEqual(['robin@example.com']);
    const reset = await sandbox.app.request('/__sandbox/reset', { method: 'POST' });
    expect(reset.status).toBe(204);
    expect(sandbox.db().accounts.users.map((u) => u.email)).toEqual([DEMO_CUSTOMER.email]);
    expect(sandbox.db().outbox).toEqual([]);
  });
});
