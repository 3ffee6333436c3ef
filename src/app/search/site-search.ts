import 'server-only';
import { getAllProducts } from '@/features/catalogue/api';
import { productHref } from '@/features/catalogue/components/productHref';
import { getAllArticles, getServices } from '@/features/content/api';
import { articleHref } from '@/features/content/blog/query';
import { serviceHref } from '@/features/content/services/paths';
import type { SearchHrefs, SearchSource } from '@/server/search/documents';
import { createIndexCache, indexBuildLine } from '@/server/search/index-cache';
import { searchIndexVersion } from '@/server/search/version';

/** What the index is built from: the pages' own reads (every page of /products and /articles). */
export async function loadSearchSource(): Promise<SearchSource> {
  const [products, articles, services] = await Promise.all([getAllProducts(), getAllArticles(), getServices()]);
  return { products, articles, services };
}

export const SEARCH_HREFS: SearchHrefs = { product: productHref, article: articleHref, service: serviceHref };

/** The storefront's search index, rebuilt when the reads' tags expire. */
export const siteIndex = createIndexCache({
  load: loadSearchSource,
  hrefs: SEARCH_HREFS,
  version: searchIndexVersion,
  onBuilt: (build) => console.log(indexBuildLine(build)),
});
