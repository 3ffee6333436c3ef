import { act, render, screen, waitFor, within } from '../render';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/app/_shell/Header';
import { api, toForm } from '@/shared/api/client';
import type { SessionUserAnswer } from '@/modules/accounts/contract';
import type { BasketLine } from '@/modules/basket/contract';
import { makeStore } from '@/shared/store/store';
import { signedIn, signedOut } from '@/modules/session/auth-slice';
import { basketCleared, basketCountHinted, basketReceived } from '@/modules/basket/basket-slice';
import { cookieJar } from '../msw/server';

const router = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() }));
const place = vi.hoisted(() => ({ pathname: '/products', search: 'categories=1' }));
vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => router,
  usePathname: () => place.pathname,
  useSearchParams: () => new URLSearchParams(place.search),
}));

function line(id: number, count: number): BasketLine {
  return {
    id,
    basket_id: id,
    products_id: id,
    count,
    price: 90,
    discounted_price: 90,
    dataTotal: 90 * count,
    discounted_total: 90 * count,
    discount: 0,
    product: { id, slug: `oil-${id}`, title: `Oil ${id}`, img: '/uploads/oil.png', price_type_data: { id: 1 } },
    priceData: { id: 1, tag_id: 1, tag_name: 'Matte', type_id: 1, type_name: '1 L', type_price: 90 },
    color_ids: [1],
    colors: [],
  };
}

function renderHeader() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <Header />
    </Provider>,
  );
  return { store, user: userEvent.setup({ delay: null }) };
}

beforeEach(() => {
  Object.values(router).forEach((spy) => spy.mockReset());
});

describe('header', () => {
  it('names the basket link with the number of items in the store', () => {
    const { store } = renderHeader();
    expect(screen.getByRole('link', { name: 'Basket 0 items' })).toBeInTheDocument();

    act(() => {
      store.dispatch(basketReceived({ basket: { data: [line(1, 2), line(2, 1)], total: 270, discountedTotal: 270, packaging_price: 0 }, discount_message: null }));
    });
    expect(screen.getByRole('link', { name: 'Basket 3 items' })).toBeInTheDocument();

    act(() => {
      store.dispatch(basketReceived({ basket: { data: [line(3, 1)], total: 90, discountedTotal: 90, packaging_price: 0 }, discount_message: null }));
    });
    expect(screen.getByRole('link', { name: 'Basket 1 item' })).toBeInTheDocument();

    act(() => {
      store.dispatch(basketCleared());
    });
    expect(screen.getByRole('link', { name: 'Basket 0 items' })).toBeInTheDocument();
  });

  it("names the basket link by its own text, so the name contains what is shown (0, 1 and 12 items)", () => {
    const { store } = renderHeader();
    // What a sighted customer reads on the link: everything but the text kept for screen readers.
    const shownText = (link: HTMLElement) => {
      const copy = link.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
      return copy.textContent!.replace(/\s+/g, ' ').trim();
    };
    const cases = [
      { lines: [], name: 'Basket 0 items', shown: 'Basket' },
      { lines: [line(1, 1)], name: 'Basket 1 item', shown: 'Basket 1' },
      { lines: [line(1, 5), line(2, 7)], name: 'Basket 12 items', shown: 'Basket 12' },
    ];
    for (const { lines, name, shown } of cases) {
      act(() => {
        store.dispatch(basketReceived({ basket: { data: lines, total: 0, discountedTotal: 0, packaging_price: 0 }, discount_message: null }));
      });
      const link = screen.getByRole('link', { name });
      expect(link).not.toHaveAttribute('aria-label');
      expect(shownText(link)).toBe(shown);
      expect(name.startsWith(shown)).toBe(true);
    }
  });

  it("shows the door's count hint until the basket is read, then the basket's own count", () => {
    const { store } = renderHeader();
    act(() => {
      store.dispatch(basketCountHinted(4));
    });
    expect(screen.getByRole('link', { name: 'Basket 4 items' })).toBeInTheDocument();

    act(() => {
      store.dispatch(basketReceived({ basket: { data: [line(1, 2)], total: 180, discountedTotal: 180, packaging_price: 0 }, discount_message: null }));
    });
    expect(screen.getByRole('link', { name: 'Basket 2 items' })).toBeInTheDocument();
  });

  it('offers Sign in with a redirect back to the current page when signed out', () => {
    const { store } = renderHeader();
    act(() => {
      store.dispatch(signedOut());
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?redirect=%2Fproducts%3Fcategories%3D1');
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(screen.getAllByRole('link', { name: 'Products' })[0]);
  });

  it("sends Sign in back to the list's address, not the path a prerendered list is rendered at", () => {
    Object.assign(place, { pathname: '/products/view/all', search: '' });
    try {
      const { store } = renderHeader();
      act(() => {
        store.dispatch(signedOut());
      });
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?redirect=%2Fproducts');
    } finally {
      Object.assign(place, { pathname: '/products', search: 'categories=1' });
    }
  });

  it('shows the signed-in name; the account menu works from the keyboard and signs out through the door', async () => {
    const { data } = await api.post<SessionUserAnswer>('/user/login', toForm({ email: 'customer@example.com', password: 'Sandbox-pass-1' }));
    expect(cookieJar.get('lf_auth')).toBeDefined();
    const { store, user } = renderHeader();
    act(() => {
      store.dispatch(signedIn(data.user));
    });

    const toggle = screen.getByRole('button', { name: new RegExp(`^${data.user.first_name}\\W*account menu$`) });
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.keyboard(' ');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(within(panel!).getByText(data.user.email)).toBeVisible();
    await user.tab();
    expect(within(panel!).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    expect(within(panel!).getByRole('link', { name: 'My account' })).toHaveFocus();
    await user.tab();
    expect(within(panel!).getByRole('link', { name: 'Order pad' })).toHaveAttribute('href', '/order-pad');
    expect(within(panel!).getByRole('link', { name: 'Order pad' })).toHaveFocus();
    await user.tab();
    expect(within(panel!).getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByText(data.user.first_name)).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.push).toHaveBeenCalledWith('/');
    expect(cookieJar.get('lf_auth')).toBeUndefined();
  });

  it('opens the mobile menu with the categories and closes it with Escape', async () => {
    const { user } = renderHeader();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(nav).getByRole('link', { name: 'LED Cured Lights' })).toHaveAttribute('href', '/products?parent_id=5');
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toBeVisible();
  });
});
