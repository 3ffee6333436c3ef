import { screen, waitFor } from '../render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveNames } from '@/modules/accounts/profile-api';
import { PaymentHistory } from '@/modules/accounts/components/PaymentHistory';
import { setNavigate } from '@/shared/api/client';
import { AUTH_COOKIE } from '@/shared/api/cookie-names';
import { LOGOUT_EVENT } from '@/shared/api/events';
import { cookieJar, sandbox } from '../msw/server';
import { renderWithStore, SERVER_WAIT, signedInStore } from '../auth/harness';

const navigate = vi.fn();
const logouts = vi.fn();
let restore = () => {};

async function signedInThenRevoked() {
  await signedInStore();
  restore = setNavigate(navigate);
  window.history.pushState({}, '', '/account');
  window.addEventListener(LOGOUT_EVENT, logouts);
  // Signed out elsewhere (a password reset or change revokes every key).
  sandbox.db().accounts.apiKeys.clear();
}

afterEach(() => {
  restore();
  window.history.pushState({}, '', '/');
  window.removeEventListener(LOGOUT_EVENT, logouts);
  navigate.mockReset();
  logouts.mockReset();
});

describe('a 401 on the account calls', () => {
  it('payment history: logs out, clears the door’s cookie and goes home', async () => {
    await signedInThenRevoked();
    renderWithStore(<PaymentHistory />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'), SERVER_WAIT);
    expect(logouts).toHaveBeenCalledTimes(1);
    expect(cookieJar.get(AUTH_COOKIE)).toBeUndefined();
    expect(await screen.findByText('Your payment history could not be loaded', {}, SERVER_WAIT)).toBeVisible();
  });

  it('saving names: the same', async () => {
    await signedInThenRevoked();
    await expect(saveNames({ first_name: 'Dana', last_name: 'Whitfield' })).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(logouts).toHaveBeenCalledTimes(1);
  });
});
