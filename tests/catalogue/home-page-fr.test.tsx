import { render, screen, within } from '../render';
import HomePage, { generateMetadata } from '@/app/[locale]/page';
import { getHome } from '@/modules/catalogue/server/reads';
import { AWARDS } from '@/modules/catalogue/static-content';

const french = { params: Promise.resolve({ locale: 'fr' }) };

describe('home page in French', () => {
  beforeEach(async () => {
    render(await HomePage(french), { locale: 'fr' });
  });

  it('names its sections in French, each link staying under /fr', () => {
    const categories = screen.getByRole('region', { name: 'Magasiner par catégorie' });
    expect(within(categories).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/fr/products?categories=1',
      '/fr/products?categories=3',
      '/fr/products?parent_id=5',
    ]);
    expect(within(categories).getByText('Lampes de polymérisation DEL')).toBeInTheDocument();
    expect(within(categories).getAllByText('Magasiner →')).toHaveLength(3);
    const featured = screen.getByRole('region', { name: 'Produits vedettes' });
    expect(within(featured).getByRole('link', { name: 'Voir tous les produits →' })).toHaveAttribute('href', '/fr/products');
    expect(screen.getByRole('region', { name: 'Nouveautés' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous les prix et la revue de presse →' })).toHaveAttribute('href', '/fr/awards');
    expect(screen.getByRole('region', { name: 'Recevez l’infolettre de la finition' })).toHaveTextContent('Nouveaux produits, guides d’application et offres aux pros');
  });

  it('says in French that an award opens in a new tab, and marks the award’s own English name', () => {
    const section = screen.getByRole('region', { name: 'Prix et revue de presse' });
    const links = within(within(section).getByRole('list')).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName(`${AWARDS[0].title} ${AWARDS[0].year} (s’ouvre dans un nouvel onglet)`);
    expect(within(links[0]).getByText(AWARDS[0].title)).toHaveAttribute('lang', 'en');
  });

  it('marks the hero lang="en" when the dashboard had no French for it', async () => {
    const { hero } = await getHome('fr');
    const heading = screen.getByRole('heading', { level: 1, name: hero.title });
    expect(heading.closest('section')?.getAttribute('lang') ?? null).toBe(hero.locale === 'fr-CA' ? null : 'en');
  });
});

it('has a French title and description, canonical under /fr', async () => {
  const metadata = await generateMetadata(french);
  expect(metadata.title).toMatch(/ — Finis de plancher de bois polymérisés à la DEL pour les professionnels$/);
  expect(metadata.description).toMatch(/^Huiles dures polymérisées à la DEL/);
  expect(String(metadata.alternates?.canonical)).toMatch(/\/fr$/);
});
