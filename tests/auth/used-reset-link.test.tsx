import { cleanup, screen, waitFor } from '../render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ResetPasswordModal from '@/modules/accounts/components/ResetPasswordModal';
import ResetPasswordPage from '@/app/[locale]/reset-password/page';
import { ModalRoot } from '@/app/_modals/ModalRoot';
import { api, toForm } from '@/shared/api/client';
import { selectOpenModal } from '@/shared/store/modal-slice';
import { SOURCE_MESSAGES as MESSAGES } from '@/app/_i18n/messages';
import { DEMO, fill, mailedToken, renderWithStore, router, SERVER_WAIT } from './harness';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => router, usePathname: () => '/reset-password' }));
// The page reads the request's cookies; here the request carries what this document holds.
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => {
      const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
      return pair ? { name, value: decodeURIComponent(pair.slice(name.length + 1)) } : undefined;
    },
  }),
}));

// The cookie is kept for the reset page's path, as a browser keeps it.
beforeEach(() => window.history.replaceState(null, '', '/reset-password'));
afterEach(() => {
  document.cookie = 'lf_reset_used=; Path=/reset-password; Max-Age=0';
  window.history.replaceState(null, '', '/');
});

const USED_RESET_LINK = MESSAGES.en.accounts.server.resetPage.usedLink;

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function openPage(token: string) {
  const page = await ResetPasswordPage({ params: Promise.resolve({ locale: 'en' }), searchParams: Promise.resolve({ token }) });
  return renderWithStore(
    <>
      {page}
      <ModalRoot />
    </>,
  );
}

describe('a reset link opened again', { timeout: 30_000 }, () => {
  it('once this browser has used it, says so at once and offers a new link instead of the form', async () => {
    await api.post('/user/forgot-password', toForm({ email: DEMO.email }));
    const token = await mailedToken(DEMO.email, 'reset-password');
    const reset = renderWithStore(<ResetPasswordModal token={token} onClose={vi.fn()} />);
    await fill(reset.user, field('Password'), 'Brand-new-pass');
    await fill(reset.user, field('Verify password'), 'Brand-new-pass');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save new password' })).toBeEnabled(), SERVER_WAIT);
    await reset.user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/sign-in?notice=password-reset'), SERVER_WAIT);
    cleanup();

    const { store, user } = await openPage(token);
    expect(screen.getByText(USED_RESET_LINK)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Choose a new password' })).toBeNull();
    expect(selectOpenModal(store.getState())).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(selectOpenModal(store.getState())).toEqual({ type: 'SIGN_IN', props: { mode: 'forgotPassword' } });
  });

  it('another link still opens the form', async () => {
    document.cookie = 'lf_reset_used=an-older-token; Path=/reset-password';
    const { store } = await openPage('a-fresh-token');
    expect(screen.queryByText(USED_RESET_LINK)).toBeNull();
    expect(screen.getByText(/^Choose a new password for your account/)).toBeVisible();
    await waitFor(() => expect(selectOpenModal(store.getState())).toEqual({ type: 'RESET_PASSWORD', props: { token: 'a-fresh-token' } }));
  });
});
