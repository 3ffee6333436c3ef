import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, readAnswer } from '@/shared/api/call';
import { api, setNavigate, toForm } from '@/shared/api/client';
import { ApiError, NETWORK_ERROR_MESSAGE, normaliseError, SERVER_ERROR_MESSAGE, TIMEOUT_MESSAGE } from '@/shared/api/errors';
import { LOGOUT_EVENT } from '@/shared/api/events';
import { readProfileCookie } from '@/modules/session/profile-cookie';
import { BROWSER_ORIGIN, SANDBOX_ORIGIN, server } from '../msw/server';

const DEMO = { email: 'customer@example.com', password: 'Sandbox-pass-1' };

const navigate = vi.fn<(path: string) => void>();
const logouts = vi.fn();
let restoreNavigate: () => void;

beforeEach(() => {
  restoreNavigate = setNavigate(navigate);
  window.addEventListener(LOGOUT_EVENT, logouts);
});

afterEach(() => {
  restoreNavigate();
  window.removeEventListener(LOGOUT_EVENT, logouts);
  navigate.mockReset();
  logouts.mockReset();
  window.history.replaceState(null, '', '/');
  delete process.env.DOOR_TIMEOUT_MS;
});

const failureOf = (call: Promise<unknown>) => call.then(() => expect.fail('the call should fail'), (error: unknown) => error);

describe('api client through the door', () => {
  it('signs in with a form post and then reads the customer', async () => {
    const login = await api.post('/user/login', toForm({ ...DEMO, rememberMe: true }));
    expect(login.data.user.email).toBe(DEMO.email);
    expect(JSON.stringify(login.data)).not.toContain('auth_key');

    const me = await api.post('/user/user-get');
    expect(JSON.stringify(me.data)).toContain(DEMO.email);
  });

  it('on a 401 announces the logout and goes home, rejecting with a normalised error', async () => {
    window.history.replaceState(null, '', '/account');
    const error = await failureOf(api.post('/user/user-get'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: expect.any(String) });
    expect(logouts).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('on a 401 at home announces the logout without navigating again', async () => {
    await failureOf(api.post('/user/user-get'));
    expect(logouts).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("puts a wrong sign-in's server text on the password field", async () => {
    const error = await failureOf(api.post('/user/login', toForm({ ...DEMO, password: 'Wrong-pass-1' })));
    expect(error).toMatchObject({ status: 422, fieldErrors: { password: 'Incorrect email or password' } });
    expect(logouts).not.toHaveBeenCalled();
  });

  it("gives the door's 504 message when the dashboard is too slow", async () => {
    process.env.DOOR_TIMEOUT_MS = '100';
    server.use(http.all(`${SANDBOX_ORIGIN}/api/*`, () => delay(2_000).then(() => HttpResponse.json({}))));
    const error = await failureOf(api.get('/products'));
    expect(error).toMatchObject({ status: 504, message: expect.stringMatching(/too long/) });
  });

  it('reports a network failure in words a customer understands', async () => {
    server.use(http.all(`${BROWSER_ORIGIN}/api/*`, () => HttpResponse.error()));
    const error = await failureOf(api.get('/products'));
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE, fieldErrors: {} });
  });
});

describe('normaliseError', () => {
  it('covers timeouts, bodiless server errors and anything else', async () => {
    server.use(http.get(`${BROWSER_ORIGIN}/api/products`, () => delay(2_000).then(() => HttpResponse.json({}))));
    const late = await failureOf(readAnswer(callApi('/products', { timeoutMs: 50 })));
    expect(normaliseError(late)).toMatchObject({ status: 0, message: TIMEOUT_MESSAGE });
    server.use(http.get(`${BROWSER_ORIGIN}/api/products`, () => new HttpResponse('<html>oops</html>', { status: 500 })));
    const bare500 = await failureOf(api.get('/products'));
    expect(normaliseError(bare500)).toMatchObject({ status: 500, message: SERVER_ERROR_MESSAGE, fieldErrors: {} });
    expect(normaliseError(new TypeError('x is undefined'))).toMatchObject({ status: 0, fieldErrors: {} });
    const known = new ApiError(409, 'Already there');
    expect(normaliseError(known)).toBe(known);
  });
});

describe('toForm and the profile cookie', () => {
  it('writes lists as name[] and booleans as 1/0, leaving undefined out', () => {
    const form = toForm({ color_id: [3, 5], rememberMe: false, services_id: undefined, coupon: null });
    expect(form.getAll('color_id[]')).toEqual(['3', '5']);
    expect(form.get('rememberMe')).toBe('0');
    expect(form.has('services_id')).toBe(false);
    expect(form.get('coupon')).toBe('');
  });

  it('reads the signed-in name from the profile cookie the door set, and null for junk', async () => {
    expect(readProfileCookie()).toBeNull();
    document.cookie = 'lf_profile=%7Bbroken';
    expect(readProfileCookie()).toBeNull();
    const profile = { id: 4, first_name: 'Ada', last_name: 'Lane', email: 'ada@example.com', img: null };
    document.cookie = `lf_profile=${encodeURIComponent(JSON.stringify(profile))}`;
    expect(readProfileCookie()).toEqual(profile);
    document.cookie = 'lf_profile=; Max-Age=0';
  });
});

describe('a keepalive call read like any other', () => {
  it('answers the JSON body', async () => {
    const answer = await readAnswer<{ basket: { data: unknown[] } }>(callApi('/basket', { body: toForm({}), keepalive: true }));
    expect(answer.basket.data).toEqual([]);
  });

  it('on a 401 announces the logout and goes home, rejecting with the door’s message', async () => {
    window.history.replaceState(null, '', '/basket');
    const error = await failureOf(readAnswer(callApi('/user/user-get', { body: toForm({}), keepalive: true })));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: expect.any(String) });
    expect(logouts).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('turns a lost connection into the network text', async () => {
    server.use(http.post(`${BROWSER_ORIGIN}/api/basket`, () => HttpResponse.error()));
    const error = await failureOf(readAnswer(callApi('/basket', { body: toForm({ count: 2 }), keepalive: true })));
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});
