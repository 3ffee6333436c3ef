// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '@/shared/api/safe-redirect';

describe('safeRedirect', () => {
  it.each(['/', '/products', '/products?categories=1,3&page=2', '/product/hardwax%20oil#reviews', '/account/'])(
    'keeps the same-site path %s',
    (target) => {
      expect(safeRedirect(target)).toBe(target);
    },
  );

  it.each([
    ['protocol-relative', '//evil.example/path'],
    ['backslash authority', '/\\evil.example'],
    ['backslash later', '/foo\\..\\\\evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['relative without slash', 'products'],
    ['tab before a second slash', '/\t/evil.example'],
    ['newline', '/products\nSet-Cookie: x=1'],
    ['empty', ''],
    ['dot-dot before a second slash', '/..//evil.example'],
    ['dot before a second slash', '/.//evil.example'],
    ['deeper dot-dots', '/a/b/../..//evil.example/x'],
    ['encoded dot-dots', '/%2e%2e//evil.example'],
    ['backslash alone', '\\evil.example'],
    ['slash then backslash', '/\\evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slash after one', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['double-encoded backslash', '/%255Cevil.example'],
    ['tab inside the slashes', '/\t/evil.example'],
    ['newline inside the slashes', '/\n/evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/products%0d%0aSet-Cookie:x=1'],
    ['malformed escape', '/products%zz'],
  ])('refuses %s', (_label, target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('answers the resolved path, so the browser goes where the check looked', () => {
    expect(safeRedirect('/products/../account')).toBe('/account');
    expect(safeRedirect('/./products')).toBe('/products');
    expect(safeRedirect('/product/caf\u00e9')).toBe('/product/caf%C3%A9');
  });

  it('falls back for a missing target and honours a custom fallback', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('//evil.example', '/products')).toBe('/products');
  });
});
