import { render, screen, within } from '../render';
import HomePage from '@/app/[locale]/page';
import { AWARDS, CATEGORIES } from '@/modules/catalogue/static-content';
import { sandbox } from '../msw/server';
import { SOURCE_MESSAGES as MESSAGES } from '@/app/_i18n/messages';

describe('home page', () => {
  beforeEach(async () => {
    render(await HomePage({ params: Promise.resolve({ locale: 'en' }) }));
  });

  it('opens with the hero from the dashboard and its call to action', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Finish a floor in a day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop LED oils' })).toHaveAttribute('href', '/products');
  });

  it('links the three categories to their product lists, the lights through parent_id', () => {
    const section = screen.getByRole('region', { name: 'Shop by category' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/products?categories=1',
      '/products?categories=3',
      '/products?parent_id=5',
    ]);
    CATEGORIES.forEach((category) => expect(within(section).getByText(MESSAGES.en.catalogue.client.categories[category.key])).toBeInTheDocument());
  });

  it('shows the featured products', () => {
    const section = screen.getByRole('region', { name: 'Featured products' });
    const featured = sandbox.db().catalogue.products.filter((p) => p.slug === 'nordwood-pure-led-hardwax-oil')[0];
    expect(within(section).getByRole('link', { name: featured.title })).toHaveAttribute('href', `/product/${featured.slug}`);
  });

  it('shows the three newest articles, each linking to its page', () => {
    const section = screen.getByRole('region', { name: 'New on the blog' });
    const newest = [...sandbox.db().content.articles].sort((a, b) => b.published_at.localeCompare(a.published_at)).slice(0, 3);
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    newest.forEach((article) => expect(within(section).getByRole('link', { name: article.title })).toHaveAttribute('href', `/blog/${article.slug}`));
    expect(within(section).getByRole('link', { name: 'All articles →' })).toHaveAttribute('href', '/blog');
  });

  it('lists the eleven awards, each opening its article safely in a new tab', () => {
    const section = screen.getByRole('region', { name: 'Awards and press' });
    expect(within(section).getByRole('link', { name: 'All awards and press →' })).toHaveAttribute('href', '/awards');
    const links = within(within(section).getByRole('list')).getAllByRole('link');
    expect(links).toHaveLength(11);
    links.forEach((link, i) => {
      expect(link).toHaveAttribute('href', AWARDS[i].link);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(`${AWARDS[i].title} ${AWARDS[i].year} (opens in a new tab)`);
    });
    const image = within(links[0]).getByRole('presentation', { hidden: true });
    expect(image).toHaveAttribute('width', '256');
    expect(image).toHaveAttribute('height', '222');
  });

  it('offers the newsletter with Subscribe disabled until an e-mail is typed', () => {
    const section = screen.getByRole('region', { name: 'Get the finishing newsletter' });
    expect(within(section).getByLabelText('Email')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });
});
