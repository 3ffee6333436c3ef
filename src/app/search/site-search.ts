import 'server-only';
import { getAllProducts } from '@/features/catalogue/api';
import { productHref } from '@/features/catalogue/components/productHref';
import { getAllArticles, getServices } from '@/features/content/api';
import { articleHref } from '@/features/content/blog/query';
import { serviceHref } from '@/features/content/services/paths';
import type { SearchHrefs, SearchSource } from '@/server/search/documents';
import { createIndexCache, indexBuildLine } from '@/server/search/index-cache';
import type { SiteIndex } from '@/server/search/site-index';
import { refreshedForVersion, searchIndexVersion } from '@/server/search/version';

/** What the index is built from: the pages' own reads (every page of /products and /articles). */
export async function loadSearchSource(): Promise<SearchSource> {
  const [products, articles, services] = await Promise.all([getAllProducts(), getAllArticles(), getServices()]);
  return { products, articles, services };
}

export const SEARCH_HREFS: SearchHrefs = { product: productHref, article: articleHref, service: serviceHref };

// Route handlers are bundled apart from pages, each with its own copy of this module: one index
// per process, not one per bundle (/search and /api/search would each build and hold one).
const SITE_INDEX = Symbol.for('ledfloor.siteIndex');
const holder = globalThis as { [SITE_INDEX]?: () => Promise<SiteIndex> };

/** The storefront's search index, rebuilt when the reads' tags expire. */
export const siteIndex = (holder[SITE_INDEX] ??= createIndexCache({
  load: async (version) => {
    await refreshedForVersion(version, loadSearchSource);
    return loadSearchSource();
  },
  hrefs: SEARCH_HREFS,
  version: searchIndexVersion,
  onBuilt: (build) => console.log(indexBuildLine(build)),
}));
