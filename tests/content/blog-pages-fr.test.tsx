import { http, HttpResponse } from 'msw';
import { render, screen, within } from '../render';
import userEvent from '@testing-library/user-event';
import ArticlePage from '@/app/[locale]/blog/[slug]/page';
import ArticleNotFound from '@/app/[locale]/blog/[slug]/not-found';
import BlogPage, { generateMetadata } from '@/app/[locale]/blog/view/[key]/page';
import { BLOG_VIEW } from '@/modules/content/blog/query';
import { SANDBOX_ORIGIN, sandbox, server } from '../msw/server';
import { inEnglish } from './english-answer';

/** The blog in French (docs/i18n.md): /fr/blog and its articles, their links under /fr, the dashboard asked in French. */

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => router }));

const FRENCH_DATE = /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/;

/** The languages the dashboard was asked in, by path. */
function askedLanguages() {
  const asked: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (request.url.startsWith(SANDBOX_ORIGIN)) asked.push(`${new URL(request.url).pathname} ${request.headers.get('accept-language')}`);
  };
  server.events.on('request:start', listen);
  return { asked, stop: () => server.events.removeListener('request:start', listen) };
}

type Item = { slug: string; title: string; locale?: string };

/** The dashboard's answers to `path` in English, with each item as `change` makes it (a translation, or none). */
function answering(path: string, change: (item: Item) => Item) {
  server.use(
    http.get(`${SANDBOX_ORIGIN}/api${path}`, async ({ request }) => {
      const answer = (await (await inEnglish(request)).json()) as { data: Item | { models: Item[] } };
      const data = 'models' in answer.data ? { ...answer.data, models: answer.data.models.map(change) } : change(answer.data);
      return HttpResponse.json({ ...answer, data });
    }),
  );
}

/** The dashboard answers one article in French, as the extension does (`locale: 'fr-CA'`). */
const translateArticle = (slug: string, title: string) => answering('/articles/by-slug', (item) => (item.slug === slug ? { ...item, title, locale: 'fr-CA' } : item));

/** A dashboard with no French for anything (or without the extension): each item in English, without `locale`. */
const untranslated = (item: Item): Item => ({ ...item, locale: undefined });

const renderBlog = async (query: Record<string, string> = {}) =>
  render(await BlogPage({ params: Promise.resolve({ locale: 'fr', key: BLOG_VIEW.keyOfQuery(new URLSearchParams(query)) }) }), { locale: 'fr' });

beforeEach(() => router.push.mockReset());

describe('/fr/blog', () => {
  it('is in French: heading, count, filter, pagination, dates, and its links stay under /fr', async () => {
    const languages = askedLanguages();
    await renderBlog();
    languages.stop();
    const articles = sandbox.db().content.articles;
    expect(screen.getByRole('heading', { level: 1, name: 'Blogue' })).toBeInTheDocument();
    expect(screen.getByText(`${articles.length} articles · page 1 sur 3`)).toBeInTheDocument();
    const filter = screen.getByRole('navigation', { name: 'Type d’article' });
    expect(within(filter).getByRole('link', { name: 'Tous les articles' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'Guides pratiques' })).toHaveAttribute('href', '/fr/blog?type=guide');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Suivante ›' })).toHaveAttribute('href', '/fr/blog?page=2');
    const list = screen.getByRole('list', { name: 'Blogue' });
    const first = within(list).getAllByRole('article')[0];
    expect(within(first).getByRole('link').getAttribute('href')).toMatch(/^\/fr\/blog\/[a-z0-9-]+$/);
    expect(first.querySelector('time')?.textContent).toMatch(FRENCH_DATE);
    // The dashboard is asked for French (Accept-Language, docs/contract.md §12).
    expect(languages.asked).toContain('/api/articles fr-CA');
  });

  it('marks the articles the dashboard had no French for as English, and not those it translated', async () => {
    answering('/articles', (item) => (item.slug === 'how-to-choose-a-sheen' ? { ...item, title: 'Comment choisir le lustre', locale: 'fr-CA' } : untranslated(item)));
    await renderBlog({ type: 'guide' });
    const list = screen.getByRole('list', { name: 'Blogue\u00a0: guides pratiques' });
    expect(within(list).getByRole('link', { name: 'Comment choisir le lustre' })).not.toHaveAttribute('lang');
    const others = within(list).getAllByRole('link').filter((link) => link.textContent !== 'Comment choisir le lustre');
    expect(others.length).toBeGreaterThan(0);
    for (const link of others) expect(link).toHaveAttribute('lang', 'en');
  });

  it('names a type filter and a later page in French, in the title too', async () => {
    await renderBlog({ type: 'project' });
    expect(screen.getByRole('heading', { level: 1, name: 'Blogue\u00a0: projets' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Type d’article' })).getByRole('link', { name: 'Projets' })).toHaveAttribute('aria-current', 'page');
    const metadata = await generateMetadata({ params: Promise.resolve({ locale: 'fr', key: BLOG_VIEW.keyOfQuery(new URLSearchParams('type=guide&page=2')) }) });
    expect(metadata.title).toBe('Blogue\u00a0: guides pratiques — page\u00a02');
    expect(metadata.alternates?.canonical).toMatch(/\/fr\/blog\?type=guide&page=2$/);
  });

  it('navigates the list under /fr', async () => {
    const user = userEvent.setup();
    await renderBlog();
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 2' }));
    expect(router.push).toHaveBeenCalledWith('/fr/blog?page=2');
  });

  it('says in French when a page holds no articles, and offers the French blog', async () => {
    await renderBlog({ page: '7' });
    expect(screen.getByRole('status')).toHaveTextContent('Aucun article sur cette page.');
    expect(screen.getByRole('link', { name: 'Voir tous les articles' })).toHaveAttribute('href', '/fr/blog');
  });
});

describe('/fr/blog/[slug]', () => {
  it('shows the French the dashboard gave, with a French breadcrumb, date and related heading', async () => {
    translateArticle('how-to-choose-a-sheen', 'Comment choisir le lustre');
    render(await ArticlePage({ params: Promise.resolve({ locale: 'fr', slug: 'how-to-choose-a-sheen' }) }), { locale: 'fr' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Comment choisir le lustre' });
    expect(heading).not.toHaveAttribute('lang');
    const crumbs = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(crumbs).getByRole('link', { name: 'Blogue' })).toHaveAttribute('href', '/fr/blog');
    expect(within(crumbs).getByRole('link', { name: 'Guide pratique' })).toHaveAttribute('href', '/fr/blog?type=guide');
    expect(document.querySelector('article time')?.textContent).toMatch(FRENCH_DATE);
    expect(screen.getByRole('region', { name: 'Autres guides pratiques' })).toBeInTheDocument();
  });

  it('marks an article the dashboard had no French for as English, its HTML still sanitised', async () => {
    const article = sandbox.db().content.articles.find((a) => a.slug === 'how-to-choose-a-sheen')!;
    const original = article.body;
    article.body = `${original}<script>window.hacked = true</script><p onclick="alert(1)">Clean paragraph</p>`;
    answering('/articles/by-slug', untranslated);
    try {
      const { container } = render(await ArticlePage({ params: Promise.resolve({ locale: 'fr', slug: article.slug }) }), { locale: 'fr' });
      expect(screen.getByRole('heading', { level: 1, name: article.title })).toHaveAttribute('lang', 'en');
      expect(screen.getByText('Clean paragraph').closest('[lang]')).toHaveAttribute('lang', 'en');
      expect(screen.getByText('Clean paragraph')).not.toHaveAttribute('onclick');
      expect(container.querySelector('script')).toBeNull();
    } finally {
      article.body = original;
    }
  });

  it('says in French that an article does not exist', () => {
    render(<ArticleNotFound />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Article introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lire le blogue' })).toHaveAttribute('href', '/fr/blog');
  });
});
