import { act, screen, waitFor, within } from '../render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AddToBasketForm } from '@/modules/basket/components/AddToBasketForm';
import { CUSTOM_COLORS_LABEL, MAX_QUANTITY_MESSAGE } from '@/shared/config/constants';
import type { Product } from '@/modules/catalogue/contract';
import { selectBasketCount, selectBasketLines } from '@/modules/basket/basket-slice';
import { formatPrice } from '@/shared/ui/format';
import { BROWSER_ORIGIN, server } from '../msw/server';
import { renderShop, seededProduct } from './harness';

const user = userEvent.setup({ delay: null });

const sheenCount = (p: Product) => new Set(p.price_type_data.map((d) => d.tag_id)).size;
const typeCount = (p: Product) => new Set(p.price_type_data.map((d) => d.type_id)).size;
const isLight = (p: Product) => p.categories.some((c) => c.id === 5 || c.parent_id === 5);

function renderForm(product: Product) {
  return renderShop(<AddToBasketForm product={product} returnTo={`/product/${product.slug}`} />);
}

const add = () => user.click(screen.getByRole('button', { name: 'Add to basket' }));

/** The forms the browser sent to the door's POST /basket/data, as the network saw them. */
function sentBasketForms() {
  const forms: Promise<FormData>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url === `${BROWSER_ORIGIN}/api/basket/data`) forms.push(request.clone().formData());
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return () => Promise.all(forms);
}

describe('Add to basket on the product page', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the cheapest combination first and updates the price with Sheens and Type', async () => {
    const product = seededProduct((p) => sheenCount(p) > 1 && typeCount(p) > 1);
    renderForm(product);
    const cheapest = Math.min(...product.price_type_data.map((p) => p.type_price));
    expect(screen.getByText(formatPrice(cheapest, 'en'))).toBeInTheDocument();

    const last = product.price_type_data[product.price_type_data.length - 1];
    await user.click(screen.getByRole('radio', { name: last.tag_name }));
    await user.click(screen.getByRole('radio', { name: last.type_name }));

    expect(screen.getByRole('radio', { name: last.tag_name })).toBeChecked();
    expect(screen.getByRole('radio', { name: last.type_name })).toBeChecked();
    expect(screen.getByText(formatPrice(last.type_price, 'en'))).toBeInTheDocument();
  });

  it('adds the chosen variant, colour and quantity, and the header count follows', async () => {
    const product = seededProduct((p) => p.color.length > 1 && p.price_type_data.length > 1);
    const { store } = renderForm(product);
    const second = product.color[1];
    const dearest = product.price_type_data.reduce((a, b) => (b.type_price > a.type_price ? b : a));

    await user.click(screen.getByRole('radio', { name: dearest.tag_name }));
    await user.click(screen.getByRole('radio', { name: dearest.type_name }));
    await user.click(screen.getByRole('radio', { name: second.name }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(selectBasketCount(store.getState())).toBe(0);
    await add();

    expect(await screen.findByText('Added to basket')).toBeInTheDocument();
    expect(selectBasketCount(store.getState())).toBe(3);
    const [line] = selectBasketLines(store.getState());
    expect(line).toMatchObject({ products_id: product.id, count: 3, color_ids: [second.id] });
    expect(line.priceData.id).toBe(dearest.id);
  });

  it("sends all six colours for 'Custom 6 colors'", async () => {
    const product = seededProduct((p) => p.color.length === 6 && p.price_type_data.length > 0);
    const sent = sentBasketForms();
    const { store } = renderForm(product);
    await user.click(screen.getByRole('radio', { name: CUSTOM_COLORS_LABEL }));
    await add();
    await screen.findByText('Added to basket');
    const ids = product.color.map((c) => String(c.id));
    expect((await sent())[0].getAll('color_id[]')).toEqual(ids);
    expect(selectBasketLines(store.getState())[0].color_ids).toEqual(product.color.map((c) => c.id));
  });

  it('sends colour [1] for a product without colours', async () => {
    const product = seededProduct((p) => p.color.length === 0 && p.price_type_data.length > 0);
    const sent = sentBasketForms();
    const { store } = renderForm(product);
    expect(screen.queryByRole('group', { name: 'Color' })).not.toBeInTheDocument();
    await add();
    await screen.findByText('Added to basket');
    expect((await sent())[0].getAll('color_id[]')).toEqual(['1']);
    expect(selectBasketLines(store.getState())[0].color_ids).toEqual([1]);
  });

  it('keeps the quantity between 1 and 10 and says how to order more', async () => {
    renderForm(seededProduct((p) => p.price_type_data.length > 0));
    const stepper = screen.getByRole('group', { name: 'Quantity' });
    const minus = within(stepper).getByRole('button', { name: 'Decrease quantity' });
    const plus = within(stepper).getByRole('button', { name: 'Increase quantity' });

    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(within(stepper).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    for (let i = 0; i < 9; i += 1) await user.click(plus);
    expect(within(stepper).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('10');
    expect(minus).toBeEnabled();
    // The stepper's own popup; the form also holds the plain-form notices, shown only when the URL names them.
    const popup = within(stepper.parentElement!);
    expect(popup.queryByText(MAX_QUANTITY_MESSAGE)).not.toBeInTheDocument();

    await user.click(plus);
    expect(within(stepper).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('10');
    expect(popup.getByText(MAX_QUANTITY_MESSAGE)).toBeInTheDocument();
  });

  it('opens the discount notification once, and not again after it is dismissed', async () => {
    const light = seededProduct((p) => isLight(p) && p.price_type_data.some((d) => d.id !== 30 && d.id !== 52));
    renderForm(light);
    await add();
    const dialog = await screen.findByRole('dialog', { name: 'Discount applied' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('10% off LED curing lights');
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await add();
    await waitFor(() => expect(screen.getAllByText('Added to basket').length).toBeGreaterThan(0));
    // The same message was dismissed: it must not come back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog', { name: 'Discount applied' })).not.toBeInTheDocument();
  });

  it('shows the server message and keeps the choices when adding fails', async () => {
    const product = seededProduct((p) => p.color.length > 1 && p.price_type_data.length > 0);
    server.use(
      http.post(`${BROWSER_ORIGIN}/api/basket/data`, () =>
        HttpResponse.json({ message: 'The basket is being updated, please try again.' }, { status: 503 }),
      ),
    );
    const { store } = renderForm(product);
    await user.click(screen.getByRole('radio', { name: product.color[1].name }));
    await add();
    expect(await screen.findByText('The basket is being updated, please try again.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: product.color[1].name })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Add to basket' })).toBeEnabled();
    expect(selectBasketCount(store.getState())).toBe(0);
  });
});
