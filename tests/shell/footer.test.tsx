import { render, screen, waitFor } from '../render';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@/app/_modals/ModalHost';
import { Footer } from '@/app/_shell/Footer';
import { makeStore } from '@/shared/store/store';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), usePathname: () => '/', useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

describe('footer', () => {
  it('shows the shop contact details and pickup address', () => {
    render(
      <Provider store={makeStore()}>
        <Footer />
      </Provider>,
    );
    expect(screen.getByRole('link', { name: /\+1 \(203\) 555-0142/ })).toHaveAttribute('href', 'tel:+12035550142');
    expect(screen.getByText(/Bridgeport/)).toBeInTheDocument();
    expect(screen.getByText(/— Pickup desk/)).toBeInTheDocument();
  });

  it('names the pickup desk in French on a French page (docs/i18n.md), the address and shop name as they are', () => {
    const { container } = render(
      <Provider store={makeStore()}>
        <Footer />
      </Provider>,
      { locale: 'fr' },
    );
    expect(container.querySelector('address')).toHaveTextContent('LED Floor Finishes — Comptoir de cueillette1250 Barnum AvenueBridgeport, CT 06610');
    expect(screen.queryByText(/Pickup desk/)).not.toBeInTheDocument();
  });

  it('opens the Subscribe modal with the newsletter form', async () => {
    render(
      <Provider store={makeStore()}>
        <Footer />
        <ModalHost />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to our newsletter' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await waitFor(() => expect(dialog).toHaveTextContent('Subscribe to our newsletter'));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });
});
