import { render, screen } from '../render';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { normaliseError } from '@/shared/api/errors';
import { BuyAgainButton } from '@/modules/orders/components/BuyAgainButton';
import { fetchOrder } from '@/modules/orders/buy-again';
import { makeStore } from '@/shared/store/store';
import { ToastHost } from '@/shared/ui/antd/ToastHost';
import { signedInStore } from '../auth/harness';

const push = vi.fn();
vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }) }));

/** The demo customer's seeded order with a product no longer sold (sandbox/src/commerce/seed-orders.ts). */
const WITH_RETIRED = 9002;

function renderButton(ui: ReactElement, store = makeStore()) {
  render(
    <Provider store={store}>
      {ui}
      <ToastHost />
    </Provider>,
  );
  return userEvent.setup({ delay: null });
}

describe('the buy again button (a plain button: no antd until a toast)', { timeout: 30_000 }, () => {
  beforeEach(() => push.mockClear());

  it('is busy while it works, then fills the basket and opens it', async () => {
    const { store } = await signedInStore();
    const lines = (await fetchOrder(WITH_RETIRED)).items;
    const user = renderButton(<BuyAgainButton orderId={WITH_RETIRED} lines={lines} />, store);
    const button = screen.getByRole('button', { name: 'Buy again' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName(/Buy again/);
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith('/basket'), { timeout: 10_000 });
    expect(store.getState().basket.basketData.data.map((line) => line.product.title)).toEqual(['Nordwood Pure LED Hardwax Oil']);
  });

  it('shows why when the order cannot be read, and can be pressed again', async () => {
    // Signed out: POST /order is refused, as for an ended sign-in.
    const expected = await fetchOrder(WITH_RETIRED).then(
      () => 'read',
      (error: unknown) => normaliseError(error).message,
    );
    expect(expected).not.toBe('read');
    const user = renderButton(<BuyAgainButton orderId={WITH_RETIRED} named />);
    const button = screen.getByRole('button', { name: `Buy again order #${WITH_RETIRED}` });
    await user.click(button);
    expect(await screen.findByText(expected, {}, { timeout: 10_000 })).toBeVisible();
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy', 'true');
    expect(push).not.toHaveBeenCalled();
  });
});
