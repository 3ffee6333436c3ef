import { screen, waitFor, within } from '../render';
import userEvent from '@testing-library/user-event';
import { NON_DISCOUNTED_PRICE_TYPES } from '@/shared/config/constants';
import type { BasketData } from '@/modules/basket/contract';
import { selectBasket } from '@/modules/basket/basket-slice';
import { selectCheckout } from '@/modules/checkout/checkout-slice';
import { formatPrice } from '@/shared/ui/format';
import { addLine, discountablePrice, LIGHT_SLUG, OIL_SLUG, productBySlug } from '../basket/basket-fixtures';
import {
  basketSummary,
  CT_ADDRESS,
  CT_TAX_RATE,
  dashboardDiscountsAnyway,
  figureIn,
  neverDiscountedProduct,
  renderCheckout,
  signInDemoCustomer,
} from './checkout-harness';

const user = userEvent.setup();
const excluded: readonly number[] = NON_DISCOUNTED_PRICE_TYPES;

/** The figures worked out by hand from the dashboard's answer, the 30/52 rule applied. */
function expected(basket: BasketData) {
  const subtotal = basket.data.reduce((sum, line) => sum + line.price * line.count, 0);
  const goods = basket.data.reduce((sum, line) => sum + (excluded.includes(line.priceData.id) ? line.price : line.discounted_price) * line.count, 0);
  return { subtotal, goods, discount: subtotal - goods, total: goods + basket.packaging_price };
}

describe('one basket, the same figures on every screen', () => {
  it('basket page, checkout button, address modal and payment modal agree, a 30 line the dashboard discounted at full price', { timeout: 60_000 }, async () => {
    await signInDemoCustomer();
    const oil = await productBySlug(OIL_SLUG);
    const light = await productBySlug(LIGHT_SLUG);
    const unit = neverDiscountedProduct(30);
    await addLine(oil, discountablePrice(oil), 2);
    await addLine(light, discountablePrice(light), 1);
    await addLine(unit.product, unit.price, 1);
    dashboardDiscountsAnyway(30, 10);
    const { store } = renderCheckout({ address: CT_ADDRESS });

    await screen.findByRole('link', { name: unit.product.title }, { timeout: 10_000 });
    const basket = selectBasket(store.getState()).basketData;
    const thirty = basket.data.find((line) => line.priceData.id === 30)!;
    expect(thirty.discounted_price).toBeLessThan(thirty.price);
    const figures = expected(basket);
    // The dashboard's own total counts the discount it should not have given; no screen shows it.
    expect(figures.total).toBeGreaterThan(basket.discountedTotal + basket.packaging_price);

    // Basket page.
    expect(figureIn(basketSummary(), 'Subtotal')).toBe(formatPrice(figures.subtotal, 'en'));
    expect(figureIn(basketSummary(), /^Discount \(\d+% off eligible items\)$/)).toBe(`−${formatPrice(figures.discount, 'en')}`);
    expect(figureIn(basketSummary(), 'Total')).toBe(formatPrice(figures.total, 'en'));

    // Checkout button → address modal.
    await user.click(within(basketSummary()).getByRole('button', { name: 'Checkout' }));
    const address = await screen.findByRole('dialog', { name: 'Delivery' }, { timeout: 10_000 });
    expect(within(address).getByText(/^Basket total:/).querySelector('strong')?.textContent).toBe(formatPrice(figures.total, 'en'));
    await user.click(within(address).getByRole('button', { name: 'See shipping options' }));

    // Payment modal, with the first carrier.
    const payment = await screen.findByRole('dialog', { name: 'Payment' }, { timeout: 10_000 });
    await user.click(within(payment).getByRole('checkbox', { name: /accept the order processing and shipping policy/ }));
    await user.click(within(payment).getByRole('button', { name: 'Next' }));
    await user.click(within(payment).getAllByRole('radio')[0]);
    const rate = selectCheckout(store.getState()).rates[0];
    const totals = within(payment).getByLabelText('Order total');
    const tax = Math.round(figures.goods * CT_TAX_RATE * 100) / 100;
    expect(figureIn(totals, 'Subtotal')).toBe(formatPrice(figures.subtotal, 'en'));
    expect(figureIn(totals, /^Discount \(\d+% off eligible items\)$/)).toBe(`−${formatPrice(figures.discount, 'en')}`);
    expect(figureIn(totals, 'Packaging')).toBe(formatPrice(basket.packaging_price, 'en'));
    expect(figureIn(totals, 'Shipping')).toBe(formatPrice(rate.amount, 'en'));
    expect(figureIn(totals, 'Tax')).toBe(formatPrice(tax, 'en'));
    expect(figureIn(totals, 'Total')).toBe(formatPrice(figures.goods + rate.amount + tax + basket.packaging_price, 'en'));

    // A coupon takes 10% off the oil only: the light already has its 10%, the 30 line never gets any.
    await user.type(within(payment).getByLabelText('Promo code'), 'FLOOR10');
    await user.click(within(payment).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(payment).getByText('Promo code FLOOR10')).toBeInTheDocument(), { timeout: 4000 });
    const oilLine = basket.data.find((line) => line.products_id === oil.id)!;
    const saving = (oilLine.discounted_price - Math.round(oilLine.price * 0.9)) * oilLine.count;
    expect(saving).toBeGreaterThan(0);
    const taxAfter = Math.round((figures.goods - saving) * CT_TAX_RATE * 100) / 100;
    expect(figureIn(totals, 'Promo code FLOOR10')).toBe(`−${formatPrice(saving, 'en')}`);
    expect(figureIn(totals, 'Total')).toBe(formatPrice(figures.goods - saving + rate.amount + taxAfter + basket.packaging_price, 'en'));
  });
});
