import { afterEach } from 'vitest';
import { screen } from '../render';
import { addLine, discountablePrice, OIL_SLUG, productBySlug, renderBasket } from './basket-fixtures';

/** docs/contract.md §12: on a French page, a basket line's title the dashboard gave in English is marked lang="en". */

afterEach(() => {
  document.documentElement.lang = '';
});

describe('basket line titles on a French page', () => {
  it('marks an English title (a dashboard without French) lang="en"', async () => {
    const oil = await productBySlug(OIL_SLUG);
    await addLine(oil, discountablePrice(oil), 1);
    renderBasket({ locale: 'fr' });
    expect(await screen.findByRole('link', { name: oil.title })).toHaveAttribute('lang', 'en');
  });

  it('leaves a French title unmarked', async () => {
    const oil = await productBySlug(OIL_SLUG);
    await addLine(oil, discountablePrice(oil), 1);
    document.documentElement.lang = 'fr-CA';
    renderBasket({ locale: 'fr' });
    expect(await screen.findByRole('link', { name: 'Huile-cire dure DEL Nordwood Pure' })).not.toHaveAttribute('lang');
  });
});
