import { render, screen, waitFor } from '../render';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from '@/modules/accounts/components/SignInForm';
import { makeStore } from '@/shared/store/store';
import { selectIsSignedIn, selectUser } from '@/modules/session/auth-slice';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import { cookieJar } from '../msw/server';

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => router }));

const DEMO = { email: 'customer@example.com', password: 'Sandbox-pass-1' };

function renderSignIn(redirectTo?: string) {
  const store = makeStore();
  render(
    <Provider store={store}>
      <AntdProvider>
        <SignInForm redirectTo={redirectTo} />
      </AntdProvider>
    </Provider>,
  );
  return { store, user: userEvent.setup({ delay: null }) };
}

/** Click into the field and paste: one input event instead of one per key keeps the suite quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Sign in' });

beforeEach(() => {
  Object.values(router).forEach((spy) => spy.mockReset());
});

describe('sign-in form', () => {
  it('shows a field’s message only once it has been touched', async () => {
    const { user } = renderSignIn();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();

    await user.click(email());
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();

    await fill(user, email(), 'not-an-email');
    await fill(user, password(), 'short');
    await user.tab();
    expect(await screen.findByText('Email must be a valid email')).toBeVisible();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeVisible();
    expect(password()).toHaveAccessibleDescription('Password must be at least 8 characters');
  });

  it('on submit of an empty form shows both required messages and sends nothing', async () => {
    const { user, store } = renderSignIn();
    await user.click(submit());
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(await screen.findByText('Password is required')).toBeVisible();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("shows 'Incorrect email or password' under Password, keeps what was typed, and clears it on edit", async () => {
    const { user, store } = renderSignIn('/products');
    await fill(user, email(), DEMO.email);
    await fill(user, password(), 'Wrong-pass-1');
    await user.click(submit());

    expect(await screen.findByText('Incorrect email or password')).toBeVisible();
    expect(password()).toHaveAccessibleDescription('Incorrect email or password');
    expect(email()).toHaveValue(DEMO.email);
    expect(password()).toHaveValue('Wrong-pass-1');
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(router.replace).not.toHaveBeenCalled();

    await user.type(password(), '2');
    expect(screen.queryByText('Incorrect email or password')).not.toBeInTheDocument();
  });

  it('signs in through the door, stores the customer and goes to the redirect target', async () => {
    const { user, store } = renderSignIn('/products?categories=1');
    await fill(user, email(), DEMO.email);
    await fill(user, password(), DEMO.password);
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(submit());

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/products?categories=1'));
    expect(selectUser(store.getState())?.email).toBe(DEMO.email);
    // Remember-me gives the door's auth cookie a lifetime; the browser's scripts never see the key.
    expect(cookieJar.get('lf_auth')?.attributes).toMatch(/max-age=\d+/i);
    expect(document.cookie).not.toContain('lf_auth');
  });

  it('goes home instead of to another site', async () => {
    const { user } = renderSignIn('https://evil.example/phish');
    await fill(user, email(), DEMO.email);
    await fill(user, password(), DEMO.password);
    await user.click(submit());
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  });
});
