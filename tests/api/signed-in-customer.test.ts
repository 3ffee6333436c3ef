// @vitest-environment node
import { AUTH_COOKIE, PROFILE_COOKIE } from '@/shared/api/cookie-names';
import { signedInCustomer } from '@/modules/session/profile-cookie';

const jarOf = (cookies: Record<string, string>) => ({
  get: (name: string) => (name in cookies ? { value: cookies[name] } : undefined),
});
const profile = JSON.stringify({ id: 7, first_name: 'Dana', last_name: 'Reed', email: 'dana@example.com', img: null });

describe('signedInCustomer', () => {
  it('is the customer when the auth cookie and a readable profile are both there', () => {
    expect(signedInCustomer(jarOf({ [AUTH_COOKIE]: 'key', [PROFILE_COOKIE]: profile }))?.first_name).toBe('Dana');
  });

  it('is nobody without the auth cookie, without a profile, or with a profile that is not one', () => {
    expect(signedInCustomer(jarOf({ [PROFILE_COOKIE]: profile }))).toBeNull();
    expect(signedInCustomer(jarOf({ [AUTH_COOKIE]: 'key' }))).toBeNull();
    expect(signedInCustomer(jarOf({ [AUTH_COOKIE]: 'key', [PROFILE_COOKIE]: '{"id":"x"}' }))).toBeNull();
  });
});
