import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/_i18n/page-locale';
import { CategoryTiles } from '@/modules/catalogue/components';
import { ProductGrid } from '@/modules/catalogue/components';
import { ProductGridSkeleton } from '@/modules/catalogue/components';
import { ArticleGrid } from '@/modules/content/components';
import gridStyles from '@/modules/content/components/ArticleGrid.module.css';
import { ServiceCard } from '@/modules/content/components';
import fieldStyles from '@/modules/search/components/SearchField.module.css';
import { siteIndex } from '@/modules/search/server';
import { SEARCH_PATH, SEARCH_QUERY_MAX_LENGTH, SEARCH_VIEW, searchHref } from '@/modules/search';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { pageMetadata } from '@/shared/seo/metadata';
import { ListLink, ListNavigationProvider, PendingResults } from '@/shared/ui/ListNavigation';
import { Pagination } from '@/shared/ui/Pagination';
import styles from './search.module.css';

interface SearchViewProps {
  params: Promise<{ locale: string; key: string }>;
}

/**
 * Every /search URL, rewritten here by src/proxy.ts: rendered for each request from the
 * in-memory index, never written to Next's cache. Queries are as many as visitors can type, and
 * each cached one took about 200 KB of disk or Redis (docs/decisions.md "`/search` results render
 * per request"); the proxy counts each
 * search against the suggestions' per-client limit instead.
 */
export const dynamic = 'force-dynamic';

/** Products found, per page: a common word ("oil") matches most of a large catalogue. */
const SEARCH_PRODUCTS_PER_PAGE = 24;

async function viewOf(params: SearchViewProps['params']) {
  const view = SEARCH_VIEW.stateOfKey((await params).key);
  if (view === null) notFound();
  return view;
}

export async function generateMetadata({ params }: SearchViewProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [{ query, page }, t] = await Promise.all([viewOf(params), getTranslations({ locale, namespace: 'search.server' })]);
  return {
    ...pageMetadata({
      title: query ? (page > 1 ? t('titleForPage', { query, page }) : t('titleFor', { query })) : t('title'),
      description: t('description'),
      path: searchHref(query, page),
      locale,
    }),
    // A results page is a view of other pages: let them be indexed, not this.
    robots: { index: false, follow: true },
  };
}

export default async function SearchView({ params }: SearchViewProps) {
  const locale = await pageLocale(params);
  const [{ query, page }, t] = await Promise.all([viewOf(params), getTranslations({ locale, namespace: 'search.server' })]);
  // The catalogue and content of the page's language, searched as that language reads its words.
  const hits = query ? (await siteIndex(locale)).search(query) : [];
  const found = hits.flatMap((hit) => (hit.document.product ? [hit.document.product] : []));
  const pages = Math.max(1, Math.ceil(found.length / SEARCH_PRODUCTS_PER_PAGE));
  if (page > pages) notFound();
  const products = found.slice((page - 1) * SEARCH_PRODUCTS_PER_PAGE, page * SEARCH_PRODUCTS_PER_PAGE);
  // Articles and services are few: the first page shows them all, after the products.
  const articles = page === 1 ? hits.flatMap((hit) => (hit.document.article ? [hit.document.article] : [])) : [];
  const services = page === 1 ? hits.flatMap((hit) => (hit.document.service ? [hit.document.service] : [])) : [];

  return (
    <div className="container page">
      <h1>{query ? t('resultsFor', { query }) : t('title')}</h1>
      <form action={localePath(SEARCH_PATH, locale)} role="search" aria-label={t('searchAgain')} className={styles.form}>
        <label htmlFor="search-page-q" className="visually-hidden">
          {t('label')}
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={t('placeholder')}
          className={fieldStyles.input}
        />
        <button type="submit" className="btn btn-primary">
          {t('submit')}
        </button>
      </form>

      {hits.length > 0 ? (
        <>
          <p className="muted" role="status">
            {t('results', { count: hits.length })}
          </p>
          {products.length > 0 && (
            <section className={styles.group} aria-labelledby="search-products">
              <h2 id="search-products">{t('products')}</h2>
              <ListNavigationProvider>
                <PendingResults skeleton={<ProductGridSkeleton />}>
                  <ProductGrid products={products} eagerCount={4} headingLevel="h3" label={t('productsFound')} />
                  <Pagination current={page} pages={pages} hrefFor={(n) => searchHref(query, n)} PageLink={ListLink} />
                </PendingResults>
              </ListNavigationProvider>
            </section>
          )}
          {articles.length > 0 && (
            <section className={styles.group} aria-labelledby="search-articles">
              <h2 id="search-articles">{t('articles')}</h2>
              <ArticleGrid articles={articles} headingLevel="h3" label={t('articlesFound')} />
            </section>
          )}
          {services.length > 0 && (
            <section className={styles.group} aria-labelledby="search-services">
              <h2 id="search-services">{t('services')}</h2>
              <ul className={`card-grid ${gridStyles.grid}`} aria-label={t('servicesFound')}>
                {services.map((service) => (
                  <li key={service.id}>
                    <ServiceCard service={service} headingLevel="h3" />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      ) : (
        <section className={styles.group} aria-labelledby="search-empty">
          <h2 id="search-empty">{query ? t('nothingFor', { query }) : t('askWhat')}</h2>
          <p className="muted">{t('emptyHint')}</p>
          <CategoryTiles />
        </section>
      )}
    </div>
  );
}
