import { render, screen, waitFor } from '../render';
import userEvent from '@testing-library/user-event';
import { CouponField } from '@/modules/checkout/components/CouponField';
import type { AppliedCoupon } from '@/modules/checkout/summary';
import { COUPON_LOADING_MS } from '@/shared/config/constants';
import { addLine, discountablePrice, OIL_SLUG, productBySlug } from '../basket/basket-fixtures';
import { BROWSER_ORIGIN, server } from '../msw/server';
import { signInDemoCustomer } from './checkout-harness';

const user = userEvent.setup();

/** The coupon codes the browser asks the door about, as the network saw them. */
function askedCodes() {
  const codes: (string | null)[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.origin === BROWSER_ORIGIN && url.pathname === '/api/default/coupon') codes.push(url.searchParams.get('code'));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return codes;
}

async function renderField() {
  await signInDemoCustomer();
  const oil = await productBySlug(OIL_SLUG);
  const { basket } = await addLine(oil, discountablePrice(oil), 2);
  const applied: (AppliedCoupon | null)[] = [];
  render(<CouponField orderId={null} onApplied={(coupon) => applied.push(coupon)} />);
  return { applied, lineId: basket.data[0].id };
}

// While loading, antd's spinner joins the button's name ("loading Apply").
const apply = () => screen.getByRole('button', { name: /Apply$/ });
const isLoading = () => apply().classList.contains('ant-btn-loading');

describe('The promo code field', () => {
  it("applies a valid code with each line's percent, after showing loading for 1.5 s", { timeout: 20_000 }, async () => {
    const codes = askedCodes();
    const { applied, lineId } = await renderField();
    await user.type(screen.getByLabelText('Promo code'), '  floor10 ');
    const started = Date.now();
    await user.click(apply());
    expect(isLoading()).toBe(true);
    // The sandbox answers at once; the field keeps loading for the full 1.5 s. Loading that ended
    // early is caught by the elapsed-time check below (a mid-way look depended on timer lag).
    await waitFor(() => expect(isLoading()).toBe(false), { timeout: COUPON_LOADING_MS + 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(COUPON_LOADING_MS - 20);
    expect(codes).toEqual(['floor10']);
    expect(applied).toEqual([{ code: 'floor10', discounts: [{ id: lineId, discount: 10 }] }]);
    expect(screen.queryByText('Invalid Coupon Code')).not.toBeInTheDocument();
  });

  it('says "Invalid Coupon Code" for an unknown code, marks the field and applies nothing', { timeout: 20_000 }, async () => {
    const { applied } = await renderField();
    const field = screen.getByLabelText('Promo code');
    await user.type(field, 'NOSUCHCODE');
    await user.click(apply());
    expect(await screen.findByText('Invalid Coupon Code', {}, { timeout: COUPON_LOADING_MS + 3000 })).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Invalid Coupon Code');
    expect(applied).toEqual([null]);
    // Typing again clears the message.
    await user.type(field, 'X');
    expect(screen.queryByText('Invalid Coupon Code')).not.toBeInTheDocument();
  });

  it('sends nothing and does not load for an empty or blank code', { timeout: 20_000 }, async () => {
    const codes = askedCodes();
    const { applied } = await renderField();
    await user.click(apply());
    expect(isLoading()).toBe(false);
    await user.type(screen.getByLabelText('Promo code'), '   {Enter}');
    expect(isLoading()).toBe(false);
    expect(codes).toEqual([]);
    expect(applied).toEqual([]);
  });
});
