import 'server-only';
import { everyPage } from '@/shared/api/every-page';
import { dashboardData, type ReadOptions } from '@/server/dashboard/cached-reads';
import type { Article, ArticleType, ColorLabColor, MediaItem, Page, Service } from '@/modules/catalogue/contract';
import type { Locale } from '@/shared/i18n/locales';
import type { Localised } from '../localised';

/**
 * Server-side content reads (blog, services, colour lab, media), cached under tags like the
 * catalogue. Each asks the dashboard in the page's language (`locale`: Accept-Language, one cached
 * read per language; docs/i18n.md "The dashboard's French"); without it, in English.
 */

export async function getArticles(query: { page?: number; type?: ArticleType } = {}, { fresh, locale }: ReadOptions = {}): Promise<Page<Localised<Article>>> {
  return dashboardData<Page<Localised<Article>>>('/articles', { params: query, tags: ['content', 'articles'], fresh, locale });
}

/** The three newest articles (home page, an article's end). */
export async function getNewArticles({ locale }: ReadOptions = {}): Promise<Localised<Article>[]> {
  return dashboardData<Localised<Article>[]>('/articles/new', { tags: ['content', 'articles'], locale });
}

/** Throws DashboardNotFoundError for an unknown slug; the page turns that into a 404. */
export async function getArticleBySlug(slug: string, locale: Locale): Promise<Localised<Article>> {
  return dashboardData<Localised<Article>>('/articles/by-slug', { params: { slug }, tags: ['content', 'articles', `article:${slug}`], locale });
}

/** Every article, page by page (sitemap, static params). */
export async function getAllArticles(options: ReadOptions = {}): Promise<Localised<Article>[]> {
  return everyPage((page) => getArticles({ page }, options));
}

export async function getServices({ fresh, locale }: ReadOptions = {}): Promise<Localised<Service>[]> {
  return dashboardData<Localised<Service>[]>('/services', { tags: ['content', 'services'], fresh, locale });
}

export async function getServiceBySlug(slug: string, locale: Locale): Promise<Localised<Service>> {
  return dashboardData<Localised<Service>>('/services/by-slug', { params: { slug }, tags: ['content', 'services', `service:${slug}`], locale });
}

export async function getColors(locale: Locale): Promise<Localised<ColorLabColor>[]> {
  return dashboardData<Localised<ColorLabColor>[]>('/default/get-colors', { tags: ['content', 'colors'], locale });
}

export async function getMedia({ locale }: ReadOptions = {}): Promise<Localised<MediaItem>[]> {
  return dashboardData<Localised<MediaItem>[]>('/media/data', { tags: ['content', 'media'], locale });
}
