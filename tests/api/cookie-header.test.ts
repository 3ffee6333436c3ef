// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cookiesOfHeader } from '@/shared/api/cookie-header';
import { BASKET_COUNT_COOKIE, cookieValueIn, earlierName } from '@/shared/api/cookie-names';

// The one Cookie-header parser (src/shared/api/cookie-header.ts), which the door's jar and the browser's readers share.

describe('a Cookie header, read once for the server and the browser', () => {
  it('keeps the first pair of a name, trimmed, and skips pairs without a name', () => {
    const cookies = cookiesOfHeader(' a = 1 ; b=2; a=3; =orphan; novalue; c=x=y');
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', 'x=y'],
    ]);
  });

  it('keeps values raw unless told how to decode them; a value that does not decode is absent, so a later one stands', () => {
    expect(cookiesOfHeader('p=%7B%7D').get('p')).toBe('%7B%7D');
    expect(cookiesOfHeader('p=%7B%7D', decodeURIComponent).get('p')).toBe('{}');
    expect(cookiesOfHeader('p=%E0%A4%A; p=ok', decodeURIComponent).get('p')).toBe('ok');
    expect(cookiesOfHeader('p=%00%0d', decodeURIComponent).get('p')).toBe('\u0000\r');
  });

  it('finds a readable door cookie under its name, or its earlier one', () => {
    expect(cookieValueIn(`${BASKET_COUNT_COOKIE}=4`, BASKET_COUNT_COOKIE)).toBe('4');
    expect(cookieValueIn(`${earlierName(BASKET_COUNT_COOKIE)}=2`, BASKET_COUNT_COOKIE)).toBe('2');
    expect(cookieValueIn('other=1', BASKET_COUNT_COOKIE)).toBeUndefined();
  });
});
