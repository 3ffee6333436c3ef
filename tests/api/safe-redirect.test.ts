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
  ])('refuses %s', (_label, target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('falls back for a missing target and honours a custom fallback', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('//evil.example', '/products')).toBe('/products');
  });
});
