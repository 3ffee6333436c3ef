import 'server-only';
import { everyPage } from '@/shared/api/every-page';
import { dashboardData, type ReadOptions } from '@/server/dashboard/cached-reads';
import type { Article, ArticleType, ColorLabColor, MediaItem, Page, Service } from '@/modules/catalogue/contract';

/** Server-side content reads (blog, services, colour lab, media), cached under tags like the catalogue. */

export async function getArticles(query: { page?: number; type?: ArticleType } = {}, { fresh }: ReadOptions = {}): Promise<Page<Article>> {
  return dashboardData<Page<Article>>('/articles', { params: query, tags: ['content', 'articles'], fresh });
}

/** The three newest articles (home page, an article's end). */
export async function getNewArticles(): Promise<Article[]> {
  return dashboardData<Article[]>('/articles/new', { tags: ['content', 'articles'] });
}

/** Throws DashboardNotFoundError for an unknown slug; the page turns that into a 404. */
export async function getArticleBySlug(slug: string): Promise<Article> {
  return dashboardData<Article>('/articles/by-slug', { params: { slug }, tags: ['content', 'articles', `article:${slug}`] });
}

/** Every article, page by page (sitemap, static params). */
export async function getAllArticles(options: ReadOptions = {}): Promise<Article[]> {
  return everyPage((page) => getArticles({ page }, options));
}

export async function getServices({ fresh }: ReadOptions = {}): Promise<Service[]> {
  return dashboardData<Service[]>('/services', { tags: ['content', 'services'], fresh });
}

export async function getServiceBySlug(slug: string): Promise<Service> {
  return dashboardData<Service>('/services/by-slug', { params: { slug }, tags: ['content', 'services', `service:${slug}`] });
}

export async function getColors(): Promise<ColorLabColor[]> {
  return dashboardData<ColorLabColor[]>('/default/get-colors', { tags: ['content', 'colors'] });
}

export async function getMedia(): Promise<MediaItem[]> {
  return dashboardData<MediaItem[]>('/media/data', { tags: ['content', 'media'] });
}
