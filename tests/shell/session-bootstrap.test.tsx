import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/app/_shell/Header';
import { SessionBootstrap } from '@/app/_shell/SessionBootstrap';
import { LOGOUT_EVENT } from '@/shared/api/events';
import { PROFILE_COOKIE } from '@/shared/api/cookie-names';
import type { User } from '@/shared/contract/account';
import { makeStore } from '@/shared/store/store';
import { selectAuthStatus } from '@/shared/store/slices/auth';
import { selectBasket } from '@/shared/store/slices/basket';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

const dana: User = { id: 7, first_name: 'Dana', last_name: 'Moss', email: 'dana@example.com', img: null };

function renderShell() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <SessionBootstrap />
      <Header />
    </Provider>,
  );
  return store;
}

afterEach(() => {
  document.cookie = `${PROFILE_COOKIE}=; max-age=0; path=/`;
});

describe('session bootstrap', () => {
  it('shows a visitor as signed out and reads their basket through the door once', async () => {
    const store = renderShell();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    await waitFor(() => expect(selectBasket(store.getState()).isFetchingBasket).toBe(false));
    expect(screen.getByRole('link', { name: 'Basket, 0 items' })).toBeInTheDocument();
  });

  it("takes the customer's name from the door's profile cookie and drops it when the door reports a 401", async () => {
    document.cookie = `${PROFILE_COOKIE}=${encodeURIComponent(JSON.stringify(dana))}; path=/`;
    renderShell();
    expect(await screen.findByRole('button', { name: 'Account menu, Dana' })).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new CustomEvent(LOGOUT_EVENT));
    });
    expect(screen.queryByRole('button', { name: 'Account menu, Dana' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
