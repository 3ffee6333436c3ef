import 'server-only';
import { dashboardGet } from '@/shared/api/server';
import type { Article, ArticleType, ColorLabColor, MediaItem, Page, Service } from '@/shared/contract/catalogue';

/** Server-side content reads (blog, services, colour lab, media), cached under tags like the catalogue. */

export async function getArticles(query: { page?: number; type?: ArticleType } = {}): Promise<Page<Article>> {
  const answer = await dashboardGet<{ data: Page<Article> }>('/articles', { params: query, tags: ['content', 'articles'] });
  return answer.data;
}

/** The three newest articles (home page, an article's end). */
export async function getNewArticles(): Promise<Article[]> {
  const answer = await dashboardGet<{ data: Article[] }>('/articles/new', { tags: ['content', 'articles'] });
  return answer.data;
}

/** Throws DashboardNotFoundError for an unknown slug; the page turns that into a 404. */
export async function getArticleBySlug(slug: string): Promise<Article> {
  const answer = await dashboardGet<{ data: Article }>('/articles/by-slug', { params: { slug }, tags: ['content', 'articles', `article:${slug}`] });
  return answer.data;
}

/** Every article, page by page (sitemap, static params). */
export async function getAllArticles(): Promise<Article[]> {
  const first = await getArticles({ page: 1 });
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.pages - 1) }, (_, i) => getArticles({ page: i + 2 })));
  return [first, ...rest].flatMap((page) => page.models);
}

export async function getServices(): Promise<Service[]> {
  const answer = await dashboardGet<{ data: Service[] }>('/services', { tags: ['content', 'services'] });
  return answer.data;
}

export async function getServiceBySlug(slug: string): Promise<Service> {
  const answer = await dashboardGet<{ data: Service }>('/services/by-slug', { params: { slug }, tags: ['content', 'services', `service:${slug}`] });
  return answer.data;
}

export async function getColors(): Promise<ColorLabColor[]> {
  const answer = await dashboardGet<{ data: ColorLabColor[] }>('/default/get-colors', { tags: ['content', 'colors'] });
  return answer.data;
}

export async function getMedia(): Promise<MediaItem[]> {
  const answer = await dashboardGet<{ data: MediaItem[] }>('/media/data', { tags: ['content', 'media'] });
  return answer.data;
}
