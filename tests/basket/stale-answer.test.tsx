import { screen, waitFor } from '../render';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { selectBasketLines } from '@/modules/basket/basket-slice';
import { sandbox, SANDBOX_ORIGIN, server } from '../msw/server';
import { addLine, discountablePrice, OIL_SLUG, productBySlug, renderBasket, sentQuantityForms } from './basket-fixtures';

const user = userEvent.setup();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('quantity changes against a slow dashboard', () => {
  it('debounce presses into one change, and an older answer never overwrites a newer choice', async () => {
    const oil = await productBySlug(OIL_SLUG);
    await addLine(oil, discountablePrice(oil), 1);
    // Every quantity update takes 300 ms to answer.
    server.use(
      http.post(`${SANDBOX_ORIGIN}/api/basket`, async ({ request }) => {
        const body = await request.clone().text();
        if (body.includes('name="count"')) await delay(300);
        return sandbox.app.fetch(request);
      }),
    );
    const sent = sentQuantityForms();
    const { store } = renderBasket();
    const quantity = await screen.findByRole('spinbutton', { name: `Quantity of ${oil.title}` });
    const plus = screen.getByRole('button', { name: `Increase quantity of ${oil.title}` });

    await user.click(plus);
    await pause(150); // the debounce has sent 2; its answer is on the way
    await user.click(plus);
    await user.click(plus);
    await waitFor(() => expect(selectBasketLines(store.getState())[0].count).toBe(2), { timeout: 2000 });
    // The answer for 2 is in the store, but the customer chose 4 since: the field keeps 4.
    expect(quantity).toHaveValue('4');

    await waitFor(() => expect(selectBasketLines(store.getState())[0].count).toBe(4), { timeout: 2000 });
    expect(quantity).toHaveValue('4');
    expect((await sent()).map((form) => form.get('count'))).toEqual(['2', '4']);
  });
});
