import '../reviews/browser-form-data';
import { fireEvent, render, screen, waitFor, within } from '../render';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { AccountView } from '@/modules/accounts/components/AccountView';
import ChangePasswordModal from '@/modules/accounts/components/ChangePasswordModal';
import { ForgotPasswordForm } from '@/modules/accounts/components/ForgotPasswordForm';
import ResetPasswordModal from '@/modules/accounts/components/ResetPasswordModal';
import SignInModal from '@/modules/accounts/components/SignInModal';
import { SignInForm } from '@/modules/accounts/components/SignInForm';
import SignUpModal from '@/modules/accounts/components/SignUpModal';
import { CouponField } from '@/modules/checkout/components/CouponField';
import PaymentAddressModal from '@/modules/checkout/components/PaymentAddressModal';
import PaymentModal from '@/modules/checkout/components/PaymentModal';
import WriteReviewModal from '@/modules/reviews/components/WriteReviewModal';
import SubscribeForm from '@/modules/subscribe/components/SubscribeForm';
import { checkoutAddressSaved } from '@/modules/checkout/checkout-slice';
import { readAnswer } from '@/shared/api/call';
import { errorFromAnswer } from '@/shared/api/errors';
import { modalOpened } from '@/shared/store/modal-slice';
import { makeStore } from '@/shared/store/store';
import { ToastHost } from '@/shared/ui/antd/ToastHost';
import { DEMO, fill, renderWithStore, SERVER_WAIT, signedInStore } from '../auth/harness';
import { addLine, discountablePrice, OIL_SLUG, productBySlug } from '../basket/basket-fixtures';
import { CT_ADDRESS } from '../checkout/addresses';
import { customerWithBasket } from '../checkout/payment-fixtures';
import { DOOR_REFUSAL, doorRefuses } from '../msw/door-limit';
import { BROWSER_ORIGIN } from '../msw/server';
import { CUSTOMER, renderShop } from '../product/harness';

// The forms' answer to the door's limits (issue 26): a 429 is told in the form, beside its submit
// button or field, with how long to wait, and nothing the customer typed is lost.

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }) }));

/** A proxy's or dashboard's 429 that does not say how long: the wait comes from Retry-After (300 s). */
const SILENT = { message: null, retryAfterSeconds: 300 } as const;
const FROM_RETRY_AFTER = 'Too many attempts. Try again in 5 minutes.';

const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label, { selector: 'input, textarea' });

const follows = (first: Element, second: Element) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

/** The alert that says `text`, inside `form`, after its last field (`after`, when given) and before `submit`. */
async function toldBeside(form: HTMLElement, text: string, submit: HTMLElement, after?: HTMLElement) {
  const alert = await within(form).findByRole('alert', {}, SERVER_WAIT);
  expect(alert).toHaveTextContent(text);
  expect(follows(alert, submit)).toBe(true);
  if (after) expect(follows(after, alert)).toBe(true);
  return alert;
}

describe('how long to wait', () => {
  it('keeps a message that says it, and adds the wait from Retry-After (seconds or a date) to one that does not', () => {
    expect(errorFromAnswer(429, { message: DOOR_REFUSAL }, '30').message).toBe(DOOR_REFUSAL);
    expect(errorFromAnswer(429, { message: 'Slow down' }, '61').message).toBe('Slow down. Try again in 2 minutes.');
    expect(errorFromAnswer(429, 'Too Many Requests', '59').message).toBe('Too many attempts. Try again in 1 minute.');
    const inTenMinutes = new Date(Date.now() + 10 * 60_000).toUTCString();
    expect(errorFromAnswer(429, null, inTenMinutes).message).toBe('Too many attempts. Try again in 10 minutes.');
    expect(errorFromAnswer(429, {}, null).message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('reaches a call sent with fetch too (the basket quantity sender)', async () => {
    doorRefuses('basket', SILENT);
    const refused = await readAnswer(fetch(`${BROWSER_ORIGIN}/api/basket`, { method: 'POST' })).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 429, message: FROM_RETRY_AFTER });
  });
});

describe('a refused sign-in', { timeout: 30_000 }, () => {
  it('on the Sign-in page says how long to wait beside the button and keeps both fields', async () => {
    const calls = doorRefuses('user/login');
    const { user } = renderWithStore(<SignInForm />);
    const form = screen.getByRole('form', { name: 'Sign in' });
    await fill(user, field(form, 'Email'), DEMO.email);
    await fill(user, field(form, 'Password'), DEMO.password);
    const submit = within(form).getByRole('button', { name: 'Sign in' });
    await user.click(submit);
    await toldBeside(form, DOOR_REFUSAL, submit);
    expect(calls).toHaveLength(1);
    expect(field(form, 'Email')).toHaveValue(DEMO.email);
    expect(field(form, 'Password')).toHaveValue(DEMO.password);
    // Not the wrong-password place: the password field is not marked wrong.
    expect(field(form, 'Password')).not.toHaveAccessibleDescription(DOOR_REFUSAL);
  });

  it('in the sign-in modal takes the wait from Retry-After when the answer does not say it', async () => {
    doorRefuses('user/login', SILENT);
    const { user } = renderWithStore(<SignInModal onClose={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await fill(user, field(form, 'Email'), DEMO.email);
    await fill(user, field(form, 'Password'), 'Typed-pass-1');
    const submit = within(form).getByRole('button', { name: 'Sign in' });
    await user.click(submit);
    await toldBeside(form, FROM_RETRY_AFTER, submit);
    expect(field(form, 'Password')).toHaveValue('Typed-pass-1');
  });

  it('asking for a reset link says how long to wait and keeps the address', async () => {
    doorRefuses('user/forgot-password');
    const { user } = renderWithStore(<ForgotPasswordForm onBack={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Forgot password' });
    await fill(user, field(form, 'Email'), DEMO.email);
    const submit = within(form).getByRole('button', { name: 'Send reset link' });
    await user.click(submit);
    await toldBeside(form, DOOR_REFUSAL, submit);
    expect(field(form, 'Email')).toHaveValue(DEMO.email);
  });
});

describe('refused account forms', { timeout: 30_000 }, () => {
  it('sign-up says how long to wait and keeps every field', async () => {
    doorRefuses('user/create', SILENT);
    const { user } = renderWithStore(<SignUpModal onClose={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'Create an account' });
    const typed = { 'First name': 'Robin', 'Last name': 'Carver', Email: 'robin@floors.example', Password: 'First-pass-1', 'Confirm password': 'First-pass-1' };
    for (const [label, text] of Object.entries(typed)) await fill(user, field(form, label), text);
    const submit = within(form).getByRole('button', { name: 'Create account' });
    await user.click(submit);
    await toldBeside(form, FROM_RETRY_AFTER, submit);
    for (const [label, text] of Object.entries(typed)) expect(field(form, label)).toHaveValue(text);
  });

  it('choosing a new password says how long to wait and keeps both fields', async () => {
    doorRefuses('user/new-password');
    const { user } = renderWithStore(<ResetPasswordModal token="a-mailed-token" onClose={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    await fill(user, field(form, 'Password'), 'Brand-new-pass');
    await fill(user, field(form, 'Verify password'), 'Brand-new-pass');
    const save = within(form).getByRole('button', { name: 'Save new password' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await toldBeside(form, DOOR_REFUSAL, save);
    expect(field(form, 'Password')).toHaveValue('Brand-new-pass');
    expect(field(form, 'Verify password')).toHaveValue('Brand-new-pass');
  });

  it('changing the password says how long to wait and keeps all three fields', async () => {
    doorRefuses('user/change-password');
    const { user } = renderWithStore(<ChangePasswordModal onClose={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'Change password' });
    const typed = { 'Current password': DEMO.password, 'New password': 'Second-pass-2', 'Verify password': 'Second-pass-2' };
    for (const [label, text] of Object.entries(typed)) await fill(user, field(form, label), text);
    const submit = within(form).getByRole('button', { name: 'Change password' });
    await user.click(submit);
    await toldBeside(form, DOOR_REFUSAL, submit);
    for (const [label, text] of Object.entries(typed)) expect(field(form, label)).toHaveValue(text);
  });

  it('a picture upload says how long to wait instead of "upload error"', async () => {
    const { store, user: customer } = await signedInStore();
    doorRefuses('user/user-img-upload', SILENT);
    const { user } = renderWithStore(<AccountView initialUser={customer} />, store);
    const png = new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0))], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload picture'), png);
    expect(await screen.findByRole('alert', {}, SERVER_WAIT)).toHaveTextContent(FROM_RETRY_AFTER);
    expect(screen.queryByText('upload error')).toBeNull();
  });
});

describe('refused shop forms', { timeout: 40_000 }, () => {
  it('the newsletter says how long to wait under the address, which stays', async () => {
    doorRefuses('subscribe', SILENT);
    const user = userEvent.setup();
    render(
      <>
        <SubscribeForm />
        <ToastHost />
      </>,
    );
    const email = screen.getByLabelText('Email');
    await user.type(email, 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert', {}, SERVER_WAIT)).toHaveTextContent(FROM_RETRY_AFTER);
    expect(email).toHaveValue('reader@example.com');
    expect(email).toHaveAccessibleDescription(FROM_RETRY_AFTER);
    // Told in the form, not only in a toast that is gone in 2 s.
    expect(screen.getByRole('alert').closest('form')).toBe(email.closest('form'));
  });

  it('a service request says how long to wait beside Send request and keeps what was written', async () => {
    doorRefuses('requests', SILENT);
    const user = userEvent.setup({ delay: null });
    const { store } = renderShop(null);
    store.dispatch(modalOpened({ type: 'REQUEST', props: { title: 'Custom Color Request', productId: 1 } }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom Color Request' }, { timeout: 10_000 });
    const typed = { 'First name': 'Robin', 'Last name': 'Oakley', Email: 'robin@floors.example', Description: 'Need 40 litres in a custom walnut shade.' };
    for (const [label, text] of Object.entries(typed)) await fill(user, field(dialog, label), text);
    const submit = within(dialog).getByRole('button', { name: 'Send request' });
    await user.click(submit);
    await toldBeside(dialog, FROM_RETRY_AFTER, submit, field(dialog, 'Description'));
    for (const [label, text] of Object.entries(typed)) expect(field(dialog, label)).toHaveValue(text);
  });

  it('a review says how long to wait beside Publish and keeps its text', async () => {
    doorRefuses('reviews/create', SILENT);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const store = makeStore({ auth: { user: CUSTOMER, status: 'signedIn' } });
    render(
      <Provider store={store}>
        <WriteReviewModal productId={1} productTitle="Nordwood LED Hardwax Oil" onClose={vi.fn()} />
      </Provider>,
    );
    const dialog = screen.getByRole('dialog');
    const rating = within(dialog).getByRole('radiogroup', { name: 'Rating' });
    for (let i = 0; i < 8; i += 1) fireEvent.keyDown(rating, { key: 'ArrowRight', keyCode: 39 });
    await fill(user, field(dialog, 'Title'), 'Held up to a busy kitchen');
    await fill(user, field(dialog, 'Message'), 'Six months in, no wear lanes at the sink.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    await toldBeside(dialog, FROM_RETRY_AFTER, within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(field(dialog, 'Title')).toHaveValue('Held up to a busy kitchen');
    expect(field(dialog, 'Message')).toHaveValue('Six months in, no wear lanes at the sink.');
  });

  it('a promo code check says how long to wait under the code, which stays', async () => {
    doorRefuses('default/coupon', SILENT);
    const user = userEvent.setup();
    const applied = vi.fn();
    render(<CouponField orderId={null} onApplied={applied} />);
    const code = screen.getByLabelText('Promo code');
    await user.type(code, 'FLOOR10');
    await user.click(screen.getByRole('button', { name: /Apply$/ }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(FROM_RETRY_AFTER), { timeout: 5000 });
    expect(code).toHaveValue('FLOOR10');
    expect(applied).toHaveBeenCalledWith(null);
  });

  it('a shipping rates lookup says how long to wait beside its button, not on the zip, and keeps the address', async () => {
    const { store } = await signedInStore();
    const oil = await productBySlug(OIL_SLUG);
    const { basket } = await addLine(oil, discountablePrice(oil), 1);
    store.dispatch(checkoutAddressSaved(CT_ADDRESS));
    doorRefuses('shipping/get-rates', SILENT);
    const { user } = renderWithStore(<PaymentAddressModal basketData={basket} onClose={vi.fn()} />, store);
    const form = screen.getByRole('form', { name: 'Delivery address' });
    await fill(user, field(form, 'Street address'), '12 Chapel Street');
    const lookUp = within(form).getByRole('button', { name: 'See shipping options' });
    await user.click(lookUp);
    await toldBeside(form, FROM_RETRY_AFTER, lookUp);
    expect(field(form, 'Street address')).toHaveValue('12 Chapel Street');
    expect(field(form, 'Zip')).toHaveValue(CT_ADDRESS.zip);
    expect(field(form, 'Zip')).not.toHaveAccessibleDescription(FROM_RETRY_AFTER);
  });

  it('Pay says how long to wait beside the Pay button and keeps the promo code', async () => {
    const { store } = await customerWithBasket();
    doorRefuses('order/create');
    const { user } = renderWithStore(<PaymentModal onClose={vi.fn()} />, store);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /accept the order processing and shipping policy/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(within(dialog).getByLabelText('Promo code'), 'FLOOR10');
    const pay = within(dialog).getByRole('button', { name: 'Pay' });
    await user.click(pay);
    await toldBeside(within(dialog).getByRole('region', { name: 'Summary' }), DOOR_REFUSAL, pay);
    expect(within(dialog).getByLabelText('Promo code')).toHaveValue('FLOOR10');
  });
});
