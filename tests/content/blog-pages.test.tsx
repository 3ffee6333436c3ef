import { render, screen, within } from '../render';
import userEvent from '@testing-library/user-event';
import ArticlePage from '@/app/[locale]/blog/[slug]/page';
import BlogPage from '@/app/[locale]/blog/view/[key]/page';
import { BLOG_VIEW } from '@/modules/content/blog/query';
import { sandbox } from '../msw/server';

// The app router is not mounted in jsdom: record where the list navigates instead.
const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => router }));

beforeEach(() => {
  router.push.mockReset();
});

/** Renders /blog?… as the proxy serves it: through the page its query's key names. */
const renderBlog = async (query: Record<string, string> = {}) =>
  render(await BlogPage({ params: Promise.resolve({ locale: 'en', key: BLOG_VIEW.keyOfQuery(new URLSearchParams(query)) }) }));

describe('/blog', () => {
  it('lists six articles, newest first, with the page count and a link to the next page', async () => {
    await renderBlog();
    const articles = sandbox.db().content.articles;
    const newest = [...articles].sort((a, b) => b.published_at.localeCompare(a.published_at)).slice(0, 6);
    const list = screen.getByRole('list', { name: 'Blog' });
    expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(newest.map((a) => a.title));
    expect(screen.getByText(`${articles.length} articles · page 1 of 3`)).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/blog?page=2');
    expect(within(list).getByRole('link', { name: newest[0].title })).toHaveAttribute('href', `/blog/${newest[0].slug}`);
  });

  it('filters by type and keeps the filter in the page links', async () => {
    await renderBlog({ type: 'project' });
    expect(screen.getByRole('heading', { level: 1, name: 'Blog: projects' })).toBeInTheDocument();
    const filter = screen.getByRole('navigation', { name: 'Article type' });
    expect(within(filter).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    const projects = sandbox.db().content.articles.filter((a) => a.type === 'project');
    expect(within(screen.getByRole('list', { name: 'Blog: projects' })).getAllByRole('article')).toHaveLength(projects.length);
  });

  it('follows type and page links as a list navigation, its grid a skeleton until the next list arrives', async () => {
    const user = userEvent.setup();
    // The navigation stays under way until `arrive` (Next's router ends it when the next page has rendered).
    let arrive = () => {};
    router.push.mockImplementation(() => new Promise<void>((resolve) => (arrive = resolve)));
    await renderBlog();
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 2' }));
    expect(router.push).toHaveBeenCalledWith('/blog?page=2');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading articles…');
    expect(screen.queryByRole('list', { name: 'Blog' })).toBeNull();
    arrive();
    expect(await screen.findByRole('list', { name: 'Blog' })).toBeInTheDocument();
  });

  it('leaves a link opened in a new tab to the browser', async () => {
    const user = userEvent.setup();
    await renderBlog();
    const guides = within(screen.getByRole('navigation', { name: 'Article type' })).getByRole('link', { name: 'Guides' });
    guides.addEventListener('click', (event) => event.preventDefault());
    await user.keyboard('{Control>}');
    await user.click(guides);
    await user.keyboard('{/Control}');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('says so when a page holds no articles', async () => {
    await renderBlog({ page: '7' });
    expect(screen.getByRole('status')).toHaveTextContent('No articles on this page.');
    expect(screen.getByRole('link', { name: 'Show all articles' })).toHaveAttribute('href', '/blog');
  });
});

describe('/blog/[slug]', () => {
  it('renders the article with its HTML sanitised and more of its type at the end', async () => {
    const article = sandbox.db().content.articles.find((a) => a.slug === 'how-to-choose-a-sheen')!;
    const original = article.body;
    article.body = `${original}<script>window.hacked = true</script><p onclick="alert(1)">Clean paragraph</p>`;
    try {
      const { container } = render(await ArticlePage({ params: Promise.resolve({ locale: 'en', slug: article.slug }) }));
      expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
      expect(screen.getByText('Clean paragraph')).not.toHaveAttribute('onclick');
      expect(container.querySelector('script')).toBeNull();
      const more = screen.getByRole('region', { name: 'More guide articles' });
      expect(within(more).getAllByRole('article')).toHaveLength(3);
      expect(within(more).queryByText(article.title)).not.toBeInTheDocument();
    } finally {
      article.body = original;
    }
  });

  it('is a 404 for an unknown slug', async () => {
    await expect(ArticlePage({ params: Promise.resolve({ locale: 'en', slug: 'no-such-article' }) })).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
  });
});
