import { screen, within } from '../render';
import userEvent from '@testing-library/user-event';
import { formatPrice } from '@/shared/ui/format';
import { addLine, discountablePrice, OIL_SLUG, productBySlug, renderBasket } from './basket-fixtures';

const user = userEvent.setup();

const LIMIT_FR = 'Pour commander plus de 10\u00a0produits, veuillez communiquer avec nous.';
/** Testing Library reads text with its spaces collapsed, no-break spaces included. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

describe('The basket page in French', () => {
  it('names the lines, the stepper and the summary in French, with French prices and links under /fr', async () => {
    // The line as the French page reads it: the dashboard answers its names in French (docs/contract.md §12).
    const oil = await productBySlug(OIL_SLUG, 'fr');
    const price = discountablePrice(oil);
    const { basket } = await addLine(oil, price, 2);
    renderBasket({ locale: 'fr' });

    const link = await screen.findByRole('link', { name: oil.title });
    expect(link).toHaveAttribute('href', `/fr/product/${OIL_SLUG}`);
    expect(screen.getByRole('heading', { level: 2, name: '2 articles' })).toBeVisible();
    const row = link.closest('li') as HTMLElement;
    expect(row).toHaveTextContent(plain(`Lustre${price.tag_name}`));
    expect(row).toHaveTextContent(plain(`Format${price.type_name}`));
    expect(within(row).getByRole('button', { name: `Retirer ${oil.title}` })).toBeVisible();
    expect(within(row).getByRole('spinbutton', { name: `Quantité de ${oil.title}` })).toHaveValue('2');
    expect(within(row).getAllByText(plain(formatPrice(price.type_price * 2, 'fr'))).length).toBeGreaterThan(0);
    expect(formatPrice(price.type_price * 2, 'fr')).toMatch(/\u00a0\$\u00a0US$/);

    const summary = screen.getByRole('complementary', { name: 'Résumé de la commande' });
    const figure = (term: string) => within(summary).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Sous-total')).toBe(formatPrice(basket.total, 'fr'));
    expect(figure('Livraison')).toBe('Calculé à la commande');
    expect(figure('Taxes')).toBe('Calculé à la commande');
    expect(within(summary).getByText('Les codes promo s’appliquent au moment de commander.')).toBeVisible();
    expect(within(summary).getByText('Passer la commande')).toBeVisible();
  });

  it('explains the limit of 10 in French', async () => {
    const oil = await productBySlug(OIL_SLUG, 'fr');
    await addLine(oil, discountablePrice(oil), 10);
    renderBasket({ locale: 'fr' });
    await screen.findByRole('link', { name: oil.title });
    await user.click(screen.getByRole('button', { name: `Augmenter la quantité de ${oil.title}` }));
    expect(screen.getByText(plain(LIMIT_FR))).toBeInTheDocument();
    expect(screen.queryByText('If you want to order more than 10 products, please contact us.')).not.toBeInTheDocument();
  });

  it('says the basket is empty in French, with the catalogue under /fr', async () => {
    renderBasket({ locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Parcourir les produits' })).toHaveAttribute('href', '/fr/products');
  });
});

describe('The basket page’s metadata in French', () => {
  it('has its French title and its French address', async () => {
    const { generateMetadata } = await import('@/app/[locale]/basket/page');
    const metadata = await generateMetadata({ params: Promise.resolve({ locale: 'fr' }) });
    expect(metadata.title).toBe('Panier');
    expect(metadata.description).toBe('Les produits de votre panier, leurs quantités et leurs totaux.');
    expect(metadata.alternates?.canonical).toMatch(/\/fr\/basket$/);
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});
