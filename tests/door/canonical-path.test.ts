// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canonicalPathBelow } from '@/server/door/canonical-path';
import { doorCallRule } from '@/server/door/calls';

const canonical = (raw: string) => canonicalPathBelow(raw, '/api/');

describe('the door’s canonical path', () => {
  it('decodes each segment once, lower- or uppercase hex alike', () => {
    expect(canonical('/api/order/%63ancel')).toBe('order/cancel');
    expect(canonical('/api/user/%6cogin')).toBe('user/login');
    expect(canonical('/api/user/%6Cogin')).toBe('user/login');
    expect(canonical('/api/user/%66orgot-password')).toBe('user/forgot-password');
    expect(canonical('/api/%75%73%65%72/%6C%6F%67%6F%75%74')).toBe('user/logout');
  });

  it.each([
    ['an encoded slash', '/api/user%2flogin'],
    ['an encoded slash, uppercase', '/api/user%2Flogin'],
    ['an encoded backslash', '/api/user%5clogin'],
    ['an encoded dot-dot', '/api/products/%2e%2e'],
    ['a dot segment', '/api/./user/login'],
    ['a dot-dot climbing out', '/api/products/..%2F..%2F__sandbox%2Freset'],
    ['a double-encoded slash', '/api/user%252flogin'],
    ['a double-encoded letter', '/api/user/%256cogin'],
    ['a NUL', '/api/user/login%00'],
    ['a newline', '/api/user/login%0a'],
    ['a DEL', '/api/user/login%7F'],
    ['a malformed escape', '/api/user/%zzogin'],
    ['a lone percent', '/api/user/login%'],
    ['invalid UTF-8', '/api/user/%c3login'],
    ['an empty segment', '/api/user//login'],
    ['a trailing slash', '/api/user/login/'],
    ['nothing after /api/', '/api/'],
  ])('refuses %s', (_, raw) => {
    expect(canonical(raw)).toBeNull();
  });

  it('names only the calls in the allow-list', () => {
    expect(doorCallRule('POST', 'user/login')).toMatchObject({ role: 'signIn' });
    expect(doorCallRule('GET', 'order/status')).toBeNull();
    expect(doorCallRule('POST', 'order/status')).toMatchObject({ dashboardGet: ['order_id', 'transId', 'responseCode'] });
    expect(doorCallRule('GET', 'order/cancel')).toBeNull();
    expect(doorCallRule('POST', 'order/cancel')).toMatchObject({ dashboardGet: ['order_id'] });
    expect(doorCallRule('GET', 'user/login')).toBeNull();
    expect(doorCallRule('POST', 'promotion')).toBeNull();
    expect(doorCallRule('POST', 'constructor')).toBeNull();
    expect(doorCallRule('GET', '__proto__')).toBeNull();
  });
});
