import { screen, waitFor, within } from '../render';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { OrderRecord } from '@sandbox/commerce/state';
import { AccountView } from '@/modules/accounts/components/AccountView';
import ChangePasswordModal from '@/modules/accounts/components/ChangePasswordModal';
import { PaymentHistory } from '@/modules/accounts/components/PaymentHistory';
import { api, toForm } from '@/shared/api/client';
import { PROFILE_COOKIE } from '@/shared/api/cookie-names';
import { selectUser } from '@/modules/session/auth-slice';
import { selectOpenModal } from '@/shared/store/modal-slice';
import { BROWSER_ORIGIN, cookieJar, sandbox, server } from '../msw/server';
import { DEMO, fill, renderWithStore, SERVER_WAIT, signedInStore } from '../auth/harness';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }) }));

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const png = () => new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJUlEQVR4nGN4fH4lHFVF2cERLnGGQaiBGEXI4oNRwyAM1pEYDwDZYbaQAYjG1QAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))], 'me.png', { type: 'image/png' });

describe('account page', () => {
  it('saves new names through the door and the header’s profile cookie follows', async () => {
    const { store, user: customer } = await signedInStore();
    const { user } = renderWithStore(<AccountView initialUser={customer} />, store);
    expect(screen.getByText(DEMO.email)).toBeVisible();
    const save = screen.getByRole('button', { name: 'Save name' });
    expect(save).toBeDisabled();
    await fill(user, field('First name'), 'Jo');
    await user.tab();
    expect(await screen.findByText('First name must be at least 3 characters', {}, SERVER_WAIT)).toBeVisible();
    await fill(user, field('First name'), 'Danielle');
    await user.click(save);
    await waitFor(() => expect(selectUser(store.getState())?.first_name).toBe('Danielle'), SERVER_WAIT);
    expect(decodeURIComponent(cookieJar.get(PROFILE_COOKIE)?.value ?? '')).toContain('"first_name":"Danielle"');
  });

  it('refuses a file that is not an image before sending it, and uploads a picture', async () => {
    const { store, user: customer } = await signedInStore();
    const { user } = renderWithStore(<AccountView initialUser={customer} />, store);
    const input = screen.getByLabelText('Upload picture');
    // A browser's file dialog can be switched to "all files": the check must not rely on accept.
    await userEvent.setup({ delay: null, applyAccept: false }).upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please choose a PNG, JPEG, GIF or WebP image.', {}, SERVER_WAIT)).toBeVisible();
    await user.upload(input, png());
    expect(await screen.findByText('Picture uploaded.', {}, SERVER_WAIT)).toBeVisible();
    expect(screen.getByRole('img', { name: 'Your picture' })).toHaveAttribute('src', expect.stringMatching(/^\/uploads\/users\//));
    expect(selectUser(store.getState())?.img).toMatch(/^\/uploads\/users\//);
  });

  it("falls back to 'upload error' when the upload fails without a message", async () => {
    server.use(http.post(`${BROWSER_ORIGIN}/api/user/user-img-upload`, () => new Response(null, { status: 500 })));
    const { store, user: customer } = await signedInStore();
    const { user } = renderWithStore(<AccountView initialUser={customer} />, store);
    await user.upload(screen.getByLabelText('Upload picture'), png());
    expect(await screen.findByText('upload error', {}, SERVER_WAIT)).toBeVisible();
  });

  it('opens the change-password modal', async () => {
    const { store, user: customer } = await signedInStore();
    const { user } = renderWithStore(<AccountView initialUser={customer} />, store);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(selectOpenModal(store.getState())).toEqual({ type: 'CHANGE_PASSWORD', props: {} });
  });
});

describe('payment history', () => {
  it('says there are no payments yet', async () => {
    await signedInStore();
    // The demo customer is a returning one (seeded orders); as a first-time buyer they have none.
    sandbox.db().commerce.orders = [];
    renderWithStore(<PaymentHistory />);
    expect(await screen.findByText('No payments yet. Orders you pay for appear here.', {}, SERVER_WAIT)).toBeVisible();
  });

  it('lists date, order (a link to its page), items, amount, status and buy again', async () => {
    const { user: customer } = await signedInStore();
    sandbox.db().commerce.orders = [];
    const paid = { order_id: 4107, user_id: customer.id, status: 'paid', total: 312, transId: '60001', created_at: '2026-03-02T09:00:00Z', paid_at: '2026-03-02T10:00:00Z',
      items: [{ title: 'Nordwood Pure LED Hardwax Oil', count: 2, discounted_price: 120 }] };
    sandbox.db().commerce.orders.push(paid as unknown as OrderRecord);
    renderWithStore(<PaymentHistory />);
    const row = (await screen.findAllByRole('row', {}, SERVER_WAIT))[1];
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['March 2, 2026', '#4107', '2 × Nordwood Pure LED Hardwax Oil', '$312', 'Paid', 'Buy again']);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Order', 'Items', 'Amount', 'Status', 'Buy again']);
    expect(within(row).getByRole('link', { name: 'Order #4107, view details' })).toHaveAttribute('href', '/account/orders/4107');
    expect(within(row).getByRole('button', { name: 'Buy again order #4107' })).toBeVisible();
  });

  it("lists the demo customer's seeded orders, newest first", async () => {
    await signedInStore();
    renderWithStore(<PaymentHistory />);
    await screen.findAllByRole('row', {}, SERVER_WAIT);
    expect(screen.getAllByRole('link', { name: /^Order #\d+, view details$/ }).map((link) => link.textContent)).toEqual(['#9003', '#9002', '#9001']);
  });

  it('shows a failure and reads again on request', async () => {
    await signedInStore();
    server.use(http.get(`${BROWSER_ORIGIN}/api/basket/payments`, () => new Response(null, { status: 503 }), { once: true }));
    const { user } = renderWithStore(<PaymentHistory />);
    expect(await screen.findByText('Your payment history could not be loaded', {}, SERVER_WAIT)).toBeVisible();
    sandbox.db().commerce.orders = [];
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payments yet. Orders you pay for appear here.', {}, SERVER_WAIT)).toBeVisible();
  });
});

// Each test hashes passwords with scrypt in the sandbox (deliberately slow) several times.
describe('change-password modal', { timeout: 40_000 }, () => {
  async function fillChange(user: Parameters<typeof fill>[0], current: string, next: string, verify: string) {
    await fill(user, field('Current password'), current);
    await fill(user, field('New password'), next);
    await fill(user, field('Verify password'), verify);
    await user.tab();
  }

  it('says a mismatch in the contract’s words, and the wrong current password under Verify password', async () => {
    await signedInStore();
    const onClose = vi.fn();
    const { user } = renderWithStore(<ChangePasswordModal onClose={onClose} />);
    await fillChange(user, 'Wrong-pass-0', 'Second-pass-2', 'Second-pass-X');
    expect(await screen.findByText('Verified password is incorrect', {}, SERVER_WAIT)).toBeVisible();
    await fill(user, field('Verify password'), 'Second-pass-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(field('Verify password')).toHaveAccessibleDescription('Current password is incorrect'), SERVER_WAIT);
    expect(field('Current password')).toHaveValue('Wrong-pass-0');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends old_password and password and closes; the new password signs in', async () => {
    await signedInStore();
    const onClose = vi.fn();
    const { user } = renderWithStore(<ChangePasswordModal onClose={onClose} />);
    await fillChange(user, DEMO.password, 'Second-pass-2', 'Second-pass-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SERVER_WAIT);
    const login = await api.post('/user/login', toForm({ email: DEMO.email, password: 'Second-pass-2' }));
    expect(login.status).toBe(200);
  });
});
