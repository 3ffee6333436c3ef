import { screen, waitFor } from '../render';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from '@/modules/accounts/components/SignInForm';
import { NEEDS_SIGNAL_MESSAGE } from '@/modules/offline';
import { api, toForm } from '@/shared/api/client';
import { ApiError, normaliseError } from '@/shared/api/errors';
import { BROWSER_ORIGIN, server } from '../msw/server';
import { DEMO, fill, renderWithStore, router, SERVER_WAIT } from './harness';

/** Sign-in as the module makes it, unless a test says the device holds a visitor's change it cannot send. */
const waiting = vi.hoisted(() => ({ unsent: false }));
vi.mock('@/modules/accounts/sign-in', async (actual) => {
  const real = await actual<typeof import('@/modules/accounts/sign-in')>();
  return { ...real, signInSendingWaiting: (...args: Parameters<typeof real.signInSendingWaiting>) => (waiting.unsent ? Promise.reject(new ApiError(0, NEEDS_SIGNAL_MESSAGE)) : real.signInSendingWaiting(...args)) };
});
vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => router }));

beforeEach(() => {
  Object.values(router).forEach((spy) => spy.mockReset());
  waiting.unsent = false;
});

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function signIn(password = DEMO.password) {
  const { user } = renderWithStore(<SignInForm />, undefined, 'fr');
  await fill(user, field('Courriel'), DEMO.email);
  await fill(user, field('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('sign-in failures on a French page', { timeout: 30_000 }, () => {
  it('says a lost connection in the shop’s French words', async () => {
    server.use(http.post(`${BROWSER_ORIGIN}/api/user/login`, () => HttpResponse.error()));
    await signIn();
    expect(await screen.findByText('Erreur de réseau. Vérifiez votre connexion et réessayez.', {}, SERVER_WAIT)).toBeVisible();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('shows the dashboard’s own refusal under the password, as it came', async () => {
    const refusal = await api.post('/user/login', toForm({ email: DEMO.email, password: 'Wrong-pass-123' })).then(
      () => 'no refusal',
      (error: unknown) => normaliseError(error).message,
    );
    await signIn('Wrong-pass-123');
    await waitFor(() => expect(field('Mot de passe')).toHaveAccessibleDescription(refusal), SERVER_WAIT);
  });

  it('says in French that signing in waits for a signal while a visitor’s change is unsent', async () => {
    waiting.unsent = true;
    await signIn();
    expect(await screen.findByText(/^Cette action demande du réseau\. Rien n’est perdu dans votre panier/, {}, SERVER_WAIT)).toBeVisible();
    expect(screen.queryByText(NEEDS_SIGNAL_MESSAGE)).toBeNull();
  });
});
