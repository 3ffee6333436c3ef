import { fireEvent, render, screen } from '../render';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountArea } from '@/app/_shell/AccountArea';
import { makeStore } from '@/shared/store/store';
import { selectOpenModal } from '@/shared/store/modal-slice';

const place = vi.hoisted(() => ({ pathname: '/products' }));
vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => place.pathname,
  useSearchParams: () => new URLSearchParams(''),
}));

// jsdom cannot follow links; a click the component leaves to the browser stops at the document.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeAll(() => document.addEventListener('click', stopNavigation));
afterAll(() => document.removeEventListener('click', stopNavigation));

function renderArea() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <AccountArea />
    </Provider>,
  );
  return store;
}

describe('the header’s sign-in entry', () => {
  it('opens the sign-in modal over the page instead of leaving it', async () => {
    place.pathname = '/products';
    const store = renderArea();
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/sign-in?redirect=%2Fproducts');
    await userEvent.setup().click(link);
    expect(selectOpenModal(store.getState())).toEqual({ type: 'SIGN_IN', props: {} });
  });

  it('leaves a modified click (new tab) and the sign-in page itself to the link', () => {
    place.pathname = '/products';
    const store = renderArea();
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }), { ctrlKey: true });
    expect(selectOpenModal(store.getState())).toBeNull();
  });

  it('on /sign-in is the current page and opens nothing', () => {
    place.pathname = '/sign-in';
    const store = renderArea();
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('aria-current', 'page');
    fireEvent.click(link);
    expect(selectOpenModal(store.getState())).toBeNull();
  });
});
