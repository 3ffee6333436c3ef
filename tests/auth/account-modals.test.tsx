import { screen, waitFor } from '../render';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ResetPasswordModal from '@/modules/accounts/components/ResetPasswordModal';
import { SignInPanel } from '@/modules/accounts/components/SignInPanel';
import SignUpModal from '@/modules/accounts/components/SignUpModal';
import { api, toForm } from '@/shared/api/client';
import { selectOpenModal } from '@/shared/store/modal-slice';
import { DOOR_REFUSAL, doorRefuses } from '../msw/door-limit';
import { SANDBOX_ORIGIN, server } from '../msw/server';
import { DEMO, fill, mailedToken, renderWithStore, router, SERVER_WAIT } from './harness';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => router }));

beforeEach(() => Object.values(router).forEach((spy) => spy.mockReset()));

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('sign-up modal', { timeout: 30_000 }, () => {
  async function fillSignUp(user: Parameters<typeof fill>[0], email: string, confirm = 'long-enough-1') {
    await fill(user, field('First name'), 'Robin');
    await fill(user, field('Last name'), 'Carver');
    await fill(user, field('Email'), email);
    await fill(user, field('Password'), 'long-enough-1');
    await fill(user, field('Confirm password'), confirm);
    await user.tab();
  }

  it('says a mismatch in the contract’s words and sends nothing', async () => {
    const onClose = vi.fn();
    const { user } = renderWithStore(<SignUpModal onClose={onClose} />);
    await fillSignUp(user, 'robin@example.com', 'long-enough-2');
    expect(await screen.findByText('Password and Confirm Password does not match', {}, SERVER_WAIT)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('sends the names, e-mail and password (never verify_password) and goes to the pending page', async () => {
    const sent: string[][] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url === `${SANDBOX_ORIGIN}/api/user/create`) sent.push([...(await request.clone().formData()).keys()]);
    });
    const onClose = vi.fn();
    const { user } = renderWithStore(<SignUpModal onClose={onClose} />);
    await fillSignUp(user, 'robin+new@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/registration-status/robin%2Bnew%40example.com?status=pending'), SERVER_WAIT);
    expect(onClose).toHaveBeenCalled();
    expect(sent).toEqual([['first_name', 'last_name', 'email', 'password', 'language']]);
    server.events.removeAllListeners();
  });

  it('shows the server’s answer under Email and keeps what was typed', async () => {
    const { user } = renderWithStore(<SignUpModal onClose={vi.fn()} />);
    await fillSignUp(user, DEMO.email);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('This email address has already been taken.'), SERVER_WAIT);
    expect(field('First name')).toHaveValue('Robin');
    expect(field('Password')).toHaveValue('long-enough-1');
  });
});

describe('sign-in panel: forgot-password mode', () => {
  it('switches to the forgot form, shows the server error under Email, then the sent confirmation', async () => {
    const { user } = renderWithStore(<SignInPanel />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await fill(user, field('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('There is no user with this email address.'), SERVER_WAIT);

    await fill(user, field('Email'), DEMO.email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your email for further instructions.', {}, SERVER_WAIT)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the door’s 429 message in the form, beside Send reset link, not as if the address were wrong', async () => {
    doorRefuses('user/forgot-password');
    const { user } = renderWithStore(<SignInPanel initialMode="forgotPassword" />);
    await fill(user, field('Email'), DEMO.email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert', {}, SERVER_WAIT)).toHaveTextContent(DOOR_REFUSAL);
    expect(field('Email')).not.toHaveAccessibleDescription(DOOR_REFUSAL);
    expect(field('Email')).toHaveValue(DEMO.email);
  });

  it('offers sign-up in its own modal', async () => {
    const { user, store } = renderWithStore(<SignInPanel />);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(selectOpenModal(store.getState())).toEqual({ type: 'SIGN_UP', props: {} });
  });
});

describe('reset-password modal', { timeout: 30_000 }, () => {
  it('keeps submit disabled until both fields are valid, then saves and sends the customer to sign in', async () => {
    await api.post('/user/forgot-password', toForm({ email: DEMO.email }));
    const token = await mailedToken(DEMO.email, 'reset-password');
    const onClose = vi.fn();
    const { user } = renderWithStore(<ResetPasswordModal token={token} onClose={onClose} />);
    const save = screen.getByRole('button', { name: 'Save new password' });
    expect(save).toBeDisabled();
    await fill(user, field('Password'), 'Brand-new-pass');
    await fill(user, field('Verify password'), 'Brand-new-pasS');
    await user.tab();
    expect(await screen.findByText('Password and Verify Password does not match', {}, SERVER_WAIT)).toBeVisible();
    expect(save).toBeDisabled();
    await fill(user, field('Verify password'), 'Brand-new-pass');
    await waitFor(() => expect(save).toBeEnabled(), SERVER_WAIT);
    await user.click(save);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/sign-in?notice=password-reset'), SERVER_WAIT);
    expect(onClose).toHaveBeenCalled();
    const login = await api.post('/user/login', toForm({ email: DEMO.email, password: 'Brand-new-pass' }));
    expect(login.status).toBe(200);
  });

  it('puts a used or bad link’s answer under Password', async () => {
    const { user } = renderWithStore(<ResetPasswordModal token="not-a-token" onClose={vi.fn()} />);
    await fill(user, field('Password'), 'Brand-new-pass');
    await fill(user, field('Verify password'), 'Brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(field('Password')).toHaveAccessibleDescription('This password reset link is invalid or has expired.'), SERVER_WAIT);
    expect(router.replace).not.toHaveBeenCalled();
  });
});
