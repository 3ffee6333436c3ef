import { act, render, screen } from '../render';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/app/_shell/Header';
import { SessionBootstrap } from '@/app/_shell/SessionBootstrap';
import { LOGOUT_EVENT } from '@/shared/api/events';
import { BASKET_COUNT_COOKIE, PROFILE_COOKIE } from '@/shared/api/cookie-names';
import type { User } from '@/modules/accounts/contract';
import { makeStore } from '@/shared/store/store';
import { selectAuthStatus } from '@/modules/session/auth-slice';
import { addLine, discountablePrice, LIGHT_SLUG, OIL_SLUG, productBySlug } from '../basket/basket-fixtures';
import { cookieJar, server } from '../msw/server';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()),
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

/** URLs of every request the page makes from now on. */
function recordRequests() {
  const urls: string[] = [];
  const listener = ({ request }: { request: Request }) => urls.push(request.url);
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return urls;
}

/** Lets anything the page loads lazily arrive and send what it would send. */
async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

/** The browser keeps the door's readable cookie, as it would after a basket answer. */
function keepDoorCookieInBrowser(name: string) {
  const cookie = cookieJar.get(name);
  if (!cookie) throw new Error(`the door set no ${name} cookie`);
  document.cookie = `${name}=${cookie.value}; path=/`;
}

afterEach(() => {
  for (const name of [PROFILE_COOKIE, BASKET_COUNT_COOKIE]) document.cookie = `${name}=; max-age=0; path=/`;
});

describe('session bootstrap', () => {
  it('shows a visitor as signed out with an empty basket, without any request', async () => {
    const requests = recordRequests();
    const store = renderShell();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    await settle();
    expect(screen.getByRole('link', { name: 'Basket 0 items' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("shows the basket count from the door's cookie without asking for the basket", async () => {
    const oil = await productBySlug(OIL_SLUG);
    const light = await productBySlug(LIGHT_SLUG);
    await addLine(oil, discountablePrice(oil), 2);
    await addLine(light, discountablePrice(light), 3);
    keepDoorCookieInBrowser(BASKET_COUNT_COOKIE);

    const requests = recordRequests();
    renderShell();
    expect(await screen.findByRole('link', { name: 'Basket 5 items' })).toBeInTheDocument();
    await settle();
    expect(requests.filter((url) => url.includes('/api/basket'))).toEqual([]);
    expect(requests).toEqual([]);
  });

  it("takes the customer's name from the door's profile cookie and drops name and count when the door reports a 401", async () => {
    document.cookie = `${PROFILE_COOKIE}=${encodeURIComponent(JSON.stringify(dana))}; path=/`;
    document.cookie = `${BASKET_COUNT_COOKIE}=4; path=/`;
    renderShell();
    expect(await screen.findByRole('button', { name: /^Dana\W*account menu$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Basket 4 items' })).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new CustomEvent(LOGOUT_EVENT));
    });
    expect(screen.queryByRole('button', { name: /^Dana\W*account menu$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Basket 0 items' })).toBeInTheDocument();
  });
});
