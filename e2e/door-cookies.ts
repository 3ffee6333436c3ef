import { earlierName } from '../src/shared/api/cookie-names';

/**
 * A door cookie as the browser holds it. The production build the tests run names its cookies
 * with the `__Host-` prefix (src/shared/api/cookie-names.ts), while this test process, not built
 * for production, holds the plain names: either is looked for.
 */
export function doorCookie<T extends { name: string }>(cookies: T[], name: string): T | undefined {
  const plain = earlierName(name);
  return cookies.find((cookie) => cookie.name === `__Host-${plain}`) ?? cookies.find((cookie) => cookie.name === plain);
}
