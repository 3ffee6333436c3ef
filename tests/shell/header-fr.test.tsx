import { render, screen } from '../render';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/app/_shell/Header';
import { LanguageSuggestion } from '@/app/_shell/LanguageSuggestion';
import { makeStore } from '@/shared/store/store';

const place = vi.hoisted(() => ({ pathname: '/fr/products', search: 'categories=1' }));
vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => place.pathname,
  useSearchParams: () => new URLSearchParams(place.search),
}));

const at = (pathname: string, search = '') => Object.assign(place, { pathname, search });

function renderIn(locale: 'en' | 'fr', ui = <Header />) {
  render(<Provider store={makeStore()}>{ui}</Provider>, { locale });
  return userEvent.setup({ delay: null });
}

const forgetChoice = () => {
  document.cookie = 'shop_locale=; path=/; max-age=0';
};

afterEach(forgetChoice);

describe('the header in French', () => {
  it('names the sections, the basket and sign-in in French, each linking under /fr', () => {
    at('/fr/products', 'categories=1');
    renderIn('fr');
    const main = screen.getByRole('navigation', { name: 'Principal' });
    expect(main).toHaveTextContent('ProduitsServicesBlogueLabo de couleurs');
    expect(screen.getAllByRole('link', { name: 'Produits' })[0]).toHaveAttribute('href', '/fr/products');
    expect(screen.getAllByRole('link', { name: 'Labo de couleurs' })[0]).toHaveAttribute('href', '/fr/color-lab');
    expect(screen.getByRole('link', { name: 'Panier 0 article' })).toHaveAttribute('href', '/fr/basket');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/fr/sign-in?redirect=%2Fproducts%3Fcategories%3D1');
  });

  it('switches to the same page in the other language and remembers the choice', async () => {
    at('/fr/products', 'categories=1');
    const user = renderIn('fr');
    const toEnglish = screen.getByRole('link', { name: 'EN — English' });
    expect(toEnglish).toHaveAttribute('href', '/products?categories=1');
    expect(toEnglish).toHaveAttribute('hreflang', 'en-US');
    expect(toEnglish).toHaveAttribute('lang', 'en-US');
    // jsdom does not navigate; the click still sets the cookie next.config.ts reads for `/`.
    toEnglish.addEventListener('click', (event) => event.preventDefault());
    await user.click(toEnglish);
    expect(document.cookie).toContain('shop_locale=en');
  });

  it('offers French from an English page, by its code with the language’s name', () => {
    at('/product/oak-oil');
    renderIn('en');
    expect(screen.getByRole('link', { name: 'FR — Français' })).toHaveAttribute('href', '/fr/product/oak-oil');
    expect(screen.getByRole('link', { name: 'Basket 0 items' })).toHaveAttribute('href', '/basket');
  });
});

describe('the language suggestion', () => {
  const prefer = (...languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

  it('offers the French page in one French line when the browser prefers French, and goes when dismissed', async () => {
    prefer('fr-CA', 'en-US');
    at('/products');
    const user = renderIn('en', <LanguageSuggestion />);
    const line = await screen.findByRole('complementary', { name: 'Cette page existe en français.' });
    expect(line).toHaveAttribute('lang', 'fr-CA');
    expect(screen.getByRole('link', { name: 'Voir en français' })).toHaveAttribute('href', '/fr/products');
    await user.click(screen.getByRole('button', { name: 'Non merci' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(document.cookie).toContain('shop_locale=en');
  });

  it('says nothing when the browser prefers the page’s language, or the customer already chose', async () => {
    prefer('en-US', 'fr');
    at('/products');
    renderIn('en', <LanguageSuggestion />);
    prefer('fr-FR');
    document.cookie = 'shop_locale=en; path=/';
    renderIn('en', <LanguageSuggestion />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
