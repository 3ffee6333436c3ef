import 'server-only';
import { getAllProducts } from '@/server/dashboard/reads/catalogue';
import { productHref } from '@/features/catalogue/components/productHref';
import { getAllArticles, getServices } from '@/server/dashboard/reads/content';
import { articleHref } from '@/features/content/blog/query';
import { serviceHref } from '@/features/content/services/paths';
import type { SearchHrefs, SearchSource } from '@/server/search/documents';
import { createIndexCache, indexBuildLine } from '@/server/search/index-cache';
import type { SiteIndex } from '@/server/search/site-index';
import { searchIndexVersion } from '@/server/search/version';

/**
 * What the index is built from: every product, article and service, read from the dashboard
 * itself (`fresh`). The index is built inside /search and /api/search, which render per request,
 * and there Next hands out a cached read that a revalidation marked stale as it is (refreshing it
 * after the answer): the index, built once per version, would keep the old catalogue.
 */
export async function loadSearchSource(): Promise<SearchSource> {
  const fresh = { fresh: true };
  const [products, articles, services] = await Promise.all([getAllProducts(fresh), getAllArticles(fresh), getServices(fresh)]);
  return { products, articles, services };
}

export const SEARCH_HREFS: SearchHrefs = { product: productHref, article: articleHref, service: serviceHref };

// Route handlers are bundled apart from pages, each with its own copy of this module: one index
// per process, not one per bundle (/search and /api/search would each build and hold one).
const SITE_INDEX = Symbol.for('ledfloor.siteIndex');
const holder = globalThis as { [SITE_INDEX]?: () => Promise<SiteIndex> };

/** The storefront's search index, rebuilt when the reads' tags expire. */
export const siteIndex = (holder[SITE_INDEX] ??= createIndexCache({
  load: loadSearchSource,
  hrefs: SEARCH_HREFS,
  version: searchIndexVersion,
  onBuilt: (build) => console.log(indexBuildLine(build)),
}));
