import { http } from 'msw';
import { screen } from '../render';
import { inEnglish } from '../content/english-answer';
import { SANDBOX_ORIGIN, server } from '../msw/server';
import { addLine, discountablePrice, OIL_SLUG, productBySlug, renderBasket } from './basket-fixtures';

/** docs/contract.md §12: on a French page, a basket line's title the dashboard gave in English is marked lang="en". */

describe('basket line titles on a French page', () => {
  it('marks an English title (a dashboard without French) lang="en"', async () => {
    const oil = await productBySlug(OIL_SLUG);
    await addLine(oil, discountablePrice(oil), 1);
    server.use(http.post(`${SANDBOX_ORIGIN}/api/basket`, ({ request }) => inEnglish(request)));
    renderBasket({ locale: 'fr' });
    expect(await screen.findByRole('link', { name: oil.title })).toHaveAttribute('lang', 'en');
  });

  it('leaves a French title unmarked', async () => {
    const oil = await productBySlug(OIL_SLUG);
    await addLine(oil, discountablePrice(oil), 1);
    renderBasket({ locale: 'fr' });
    expect(await screen.findByRole('link', { name: 'Huile-cire dure DEL Nordwood Pure' })).not.toHaveAttribute('lang');
  });
});
