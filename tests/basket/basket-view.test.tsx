import { screen, waitFor, within } from '../render';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { MAX_QUANTITY_MESSAGE } from '@/shared/config/constants';
import { selectBasketLines } from '@/modules/basket/basket-slice';
import { formatPrice } from '@/shared/ui/format';
import { BROWSER_ORIGIN, server } from '../msw/server';
import { addLine, discountablePrice, LIGHT_SLUG, OIL_SLUG, productBySlug, renderBasket, sentQuantityForms } from './basket-fixtures';

const user = userEvent.setup();

const summaryFigure = (name: string) => {
  const summary = screen.getByRole('complementary', { name: 'Order summary' });
  const term = within(summary).getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};
const row = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;
const shownCount = (title: string) => screen.getByRole('spinbutton', { name: `Quantity of ${title}` });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function basketWithOil(count: number) {
  const oil = await productBySlug(OIL_SLUG);
  const price = discountablePrice(oil);
  await addLine(oil, price, count);
  const view = renderBasket();
  await screen.findByRole('link', { name: oil.title });
  return { oil, price, ...view };
}

describe('The basket page', () => {
  it('lists each line with its options, prices and totals', async () => {
    const oil = await productBySlug(OIL_SLUG);
    const light = await productBySlug(LIGHT_SLUG);
    const oilPrice = discountablePrice(oil);
    const lightPrice = discountablePrice(light);
    await addLine(oil, oilPrice, 2);
    const { basket, discount_message } = await addLine(light, lightPrice, 1);
    renderBasket();

    await screen.findByRole('link', { name: oil.title });
    const oilRow = row(oil.title);
    expect(within(oilRow).getByRole('link', { name: oil.title })).toHaveAttribute('href', `/product/${OIL_SLUG}`);
    expect(oilRow).toHaveTextContent(`Sheens${oilPrice.tag_name}`);
    expect(oilRow).toHaveTextContent(`Type${oilPrice.type_name}`);
    expect(oilRow).toHaveTextContent(oil.color[0].name);
    expect(within(oilRow).getByText(formatPrice(oilPrice.type_price * 2, 'en'))).toBeInTheDocument();

    // Curing lights carry an order discount in the seed: both prices and the message show.
    const lightLine = basket.data.find((line) => line.products_id === light.id);
    expect(lightLine && lightLine.discounted_price < lightLine.price).toBe(true);
    const lightRow = row(light.title);
    expect(within(lightRow).getAllByText(formatPrice(lightPrice.type_price, 'en')).length).toBeGreaterThan(0);
    expect(within(lightRow).getAllByText(formatPrice(lightLine!.discounted_price, 'en')).length).toBeGreaterThan(0);

    expect(summaryFigure('Subtotal')).toBe(formatPrice(basket.total, 'en'));
    expect(summaryFigure('Discounts')).toBe(`−${formatPrice(basket.total - basket.discountedTotal, 'en')}`);
    expect(summaryFigure('Packaging')).toBe(formatPrice(basket.packaging_price, 'en'));
    expect(summaryFigure('Total')).toBe(formatPrice(basket.discountedTotal + basket.packaging_price, 'en'));
    expect(screen.getByText(discount_message!)).toBeInTheDocument();
    expect(summaryFigure('Shipping')).toBe('At checkout');
    expect(summaryFigure('Tax')).toBe('At checkout');
    expect(screen.getByText('Promo codes are applied at checkout.')).toBeInTheDocument();
  });

  it('sends one quantity change after the debounce and the totals follow', async () => {
    const sent = sentQuantityForms();
    const { oil, price, store } = await basketWithOil(1);
    const plus = screen.getByRole('button', { name: `Increase quantity of ${oil.title}` });
    await user.click(plus);
    await user.click(plus);
    expect(shownCount(oil.title)).toHaveValue('3');

    await waitFor(() => expect(selectBasketLines(store.getState())[0].count).toBe(3));
    const forms = await sent();
    expect(forms).toHaveLength(1);
    expect(forms[0].get('count')).toBe('3');
    // docs/contract.md §7: the line is named by its variant, not by its id.
    expect(forms[0].get('id')).toBeNull();
    expect(Object.fromEntries(['products_id', 'price_id', 'tag_id', 'type_id', 'price_type_id'].map((k) => [k, forms[0].get(k)]))).toEqual({
      products_id: String(oil.id),
      price_id: String(price.id),
      tag_id: String(price.tag_id),
      type_id: String(price.type_id),
      price_type_id: String(price.id),
    });
    expect(forms[0].getAll('color_id[]')).toEqual([String(oil.color[0].id)]);
    await waitFor(() => expect(summaryFigure('Subtotal')).toBe(formatPrice(price.type_price * 3, 'en')));
    expect(within(row(oil.title)).getByText(formatPrice(price.type_price * 3, 'en'))).toBeInTheDocument();
  });

  it('disables minus at 1', async () => {
    const { oil } = await basketWithOil(1);
    expect(screen.getByRole('button', { name: `Decrease quantity of ${oil.title}` })).toBeDisabled();
    expect(shownCount(oil.title)).toHaveValue('1');
  });

  it('explains the limit at 10 and sends nothing', async () => {
    const sent = sentQuantityForms();
    const { oil } = await basketWithOil(10);
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${oil.title}` }));
    expect(screen.getByText(MAX_QUANTITY_MESSAGE)).toBeInTheDocument();
    await pause(300);
    expect(await sent()).toHaveLength(0);
    expect(shownCount(oil.title)).toHaveValue('10');
  });

  it('takes a typed quantity, steps with the arrow keys, and stops a typed value above 10 at 10 with the limit text', async () => {
    const sent = sentQuantityForms();
    const { oil, store } = await basketWithOil(1);
    const quantity = shownCount(oil.title);
    await user.clear(quantity);
    await user.type(quantity, '6');
    await waitFor(() => expect(selectBasketLines(store.getState())[0].count).toBe(6));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(selectBasketLines(store.getState())[0].count).toBe(7));
    await user.clear(quantity);
    await user.type(quantity, '12');
    expect(screen.getByText(MAX_QUANTITY_MESSAGE)).toBeInTheDocument();
    await pause(300);
    expect((await sent()).map((form) => form.get('count'))).not.toContain('12');
    await waitFor(() => expect(selectBasketLines(store.getState())[0].count).toBe(10));
    expect(quantity).toHaveValue('10');
  });

  it('removes a line and shows the empty basket', async () => {
    const { oil, store } = await basketWithOil(2);
    // The sandbox answers a little later (the handler falls through to it), so the row is seen in flight.
    server.use(http.post(`${BROWSER_ORIGIN}/api/basket/delete`, () => delay(200)));
    await user.click(screen.getByRole('button', { name: `Remove ${oil.title}` }));
    // In flight, the name still holds what the button shows (label in name).
    expect(screen.getByRole('button', { name: `Removing… ${oil.title}` })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Your basket is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
    expect(selectBasketLines(store.getState())).toHaveLength(0);
  });

  it('shows the server message when a change fails and keeps the row as the server has it', async () => {
    const { oil, price } = await basketWithOil(2);
    server.use(
      http.post(`${BROWSER_ORIGIN}/api/basket`, () =>
        HttpResponse.json({ message: 'The basket is being updated, please try again.' }, { status: 503 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${oil.title}` }));
    // The toast host loads antd on its first toast.
    expect(await screen.findByText('The basket is being updated, please try again.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(shownCount(oil.title)).toHaveValue('2'));
    expect(within(row(oil.title)).getByText(formatPrice(price.type_price * 2, 'en'))).toBeInTheDocument();
    expect(summaryFigure('Subtotal')).toBe(formatPrice(price.type_price * 2, 'en'));
  });
});
