import 'server-only';
import { getAllProducts } from '@/features/catalogue/api';
import { productHref } from '@/features/catalogue/components/productHref';
import { getAllArticles, getServices } from '@/features/content/api';
import { articleHref } from '@/features/content/blog/query';
import { serviceHref } from '@/features/content/services/paths';
import { createIndexCache } from '@/server/search/index-cache';
import { searchIndexVersion } from '@/server/search/version';

/** The storefront's search index: the pages' own reads, rebuilt when their tags expire. */
export const siteIndex = createIndexCache({
  load: async () => {
    const [products, articles, services] = await Promise.all([getAllProducts(), getAllArticles(), getServices()]);
    return { products, articles, services };
  },
  hrefs: { product: productHref, article: articleHref, service: serviceHref },
  version: searchIndexVersion,
});
