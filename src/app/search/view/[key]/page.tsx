import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryTiles } from '@/features/catalogue/components/CategoryTiles';
import { ProductGrid } from '@/features/catalogue/components/ProductGrid';
import { ArticleGrid } from '@/features/content/components/ArticleGrid';
import gridStyles from '@/features/content/components/ArticleGrid.module.css';
import { ServiceCard } from '@/features/content/components/ServiceCard';
import { SEARCH_QUERY_MAX_LENGTH, searchHref } from '@/shared/search/query';
import { queryOfSearchKey } from '@/shared/search/view-key';
import { pageMetadata } from '@/shared/seo/metadata';
import { siteIndex } from '../../site-search';
import headerStyles from '../../../_shell/Header.module.css';
import styles from '../../search.module.css';

interface SearchViewProps {
  params: Promise<{ key: string }>;
}

/**
 * Every /search URL, rewritten here by src/proxy.ts like /products: rendered on its first visit,
 * then served from the cache for 5 minutes or until a catalogue or content tag expires.
 */
export const revalidate = 300;

export function generateStaticParams(): { key: string }[] {
  return [];
}

async function queryOf(params: SearchViewProps['params']): Promise<string> {
  const query = queryOfSearchKey((await params).key);
  if (query === null) notFound();
  return query;
}

export async function generateMetadata({ params }: SearchViewProps): Promise<Metadata> {
  const query = await queryOf(params);
  return {
    ...pageMetadata({
      title: query ? `Search: ${query}` : 'Search',
      description: 'Search the shop’s products, articles and services.',
      path: searchHref(query),
    }),
    // A results page is a view of other pages: let them be indexed, not this.
    robots: { index: false, follow: true },
  };
}

export default async function SearchView({ params }: SearchViewProps) {
  const query = await queryOf(params);
  const hits = query ? (await siteIndex()).search(query) : [];
  const products = hits.flatMap((hit) => (hit.document.product ? [hit.document.product] : []));
  const articles = hits.flatMap((hit) => (hit.document.article ? [hit.document.article] : []));
  const services = hits.flatMap((hit) => (hit.document.service ? [hit.document.service] : []));

  return (
    <div className="container page">
      <h1>{query ? `Search results for “${query}”` : 'Search'}</h1>
      <form action="/search" role="search" aria-label="Search again" className={styles.form}>
        <label htmlFor="search-page-q" className="visually-hidden">
          Search
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="Products, colours, articles, services"
          className={headerStyles.searchInput}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>

      {hits.length > 0 ? (
        <>
          <p className="muted" role="status">
            {hits.length} {hits.length === 1 ? 'result' : 'results'}
          </p>
          {products.length > 0 && (
            <section className={styles.group} aria-labelledby="search-products">
              <h2 id="search-products">Products</h2>
              <ProductGrid products={products} eagerCount={4} headingLevel="h3" label="Products found" />
            </section>
          )}
          {articles.length > 0 && (
            <section className={styles.group} aria-labelledby="search-articles">
              <h2 id="search-articles">Articles</h2>
              <ArticleGrid articles={articles} headingLevel="h3" label="Articles found" />
            </section>
          )}
          {services.length > 0 && (
            <section className={styles.group} aria-labelledby="search-services">
              <h2 id="search-services">Services</h2>
              <ul className={`card-grid ${gridStyles.grid}`} aria-label="Services found">
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
          <h2 id="search-empty">{query ? `Nothing found for “${query}”` : 'What are you looking for?'}</h2>
          <p className="muted">Try another spelling or fewer words, or browse a category.</p>
          <CategoryTiles />
        </section>
      )}
    </div>
  );
}
