import 'server-only';
import { everyPage, LARGEST_PAGE } from '@/shared/api/every-page';
import { dashboardData } from '@/server/dashboard/cached-reads';
import { logger } from '@/server/observability/log.mjs';
import type { Article, Page, ProductSummary, Service } from '@/modules/catalogue/contract';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/shared/i18n/locales';
import type { SearchSource } from './documents';
import { createIndexCache, indexBuildLine } from './index-cache';
import type { SiteIndex } from './site-index';
import { searchIndexVersion } from './version';

/**
 * What the index is built from: every product, article and service, read from the dashboard
 * itself (`fresh`), in one language (Accept-Language: the French index holds the dashboard's
 * French). The index is built inside /search and /api/search, which render per request,
 * and there Next hands out a cached read that a revalidation marked stale as it is (refreshing it
 * after the answer): the index, built once per version, would keep the old catalogue.
 */
export async function loadSearchSource(locale: Locale = DEFAULT_LOCALE): Promise<SearchSource> {
  const read = <T>(path: string, params: Record<string, number>) => dashboardData<T>(path, { params, fresh: true, locale });
  const [products, articles, services] = await Promise.all([
    everyPage((page) => read<Page<ProductSummary>>('/products', { page, per_page: LARGEST_PAGE })),
    everyPage((page) => read<Page<Article>>('/articles', { page })),
    read<Service[]>('/services', {}),
  ]);
  return { products, articles, services };
}

// Route handlers are bundled apart from pages, each with its own copy of this module: one index
// per language and process, not one per bundle (/search and /api/search would each build and hold one).
const SITE_INDEX = Symbol.for('ledfloor.siteIndex');
const holder = globalThis as { [SITE_INDEX]?: (locale?: Locale) => Promise<SiteIndex> };

function perLanguage(): (locale?: Locale) => Promise<SiteIndex> {
  const indexes = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      createIndexCache({
        load: () => loadSearchSource(locale),
        version: searchIndexVersion,
        language: locale,
        onBuilt: (build) => logger().info(`${indexBuildLine(build)} (${locale})`),
      }),
    ]),
  ) as Record<Locale, () => Promise<SiteIndex>>;
  return (locale = DEFAULT_LOCALE) => indexes[locale]();
}

/** The storefront's search index of one language (English unless named), rebuilt when the reads' tags expire. */
export const siteIndex = (holder[SITE_INDEX] ??= perLanguage());
