import type { Metadata } from 'next';
import { Filters } from '@/modules/catalogue/components';
import { ListLink, ListNavigationProvider, PendingResults } from '@/shared/ui/ListNavigation';
import { ProductListPagination } from '@/modules/catalogue/components';
import { ProductGrid } from '@/modules/catalogue/components';
import { ProductGridSkeleton } from '@/modules/catalogue/components';
import { DEFAULT_SORT, isFiltered, listHref, listTitle, type ListState, type ListTitleWords } from '@/modules/catalogue';
import type { Page, ProductSummary } from '@/modules/catalogue/contract';
import { pageMetadata } from '@/shared/seo/metadata';
import { EmptyState } from '@/shared/ui/EmptyState';
import styles from './products.module.css';

/** Cards in the first row on a wide screen; their images load eagerly. */
const FIRST_ROW = 4;

/** /products with filters, sort and page from its URL (served as /products/view/<key>, see src/proxy.ts). */
export function listMetadata(state: ListState, words: ListTitleWords): Metadata {
  const title = listTitle(state, words);
  return pageMetadata({
    title: state.page > 1 ? `${title} — page ${state.page}` : title,
    description: `${title}: LED-cured hardwax oils, curing lights and stains for wood-floor professionals, priced from the smallest size.`,
    // Sort order is a view of the same list, so the canonical URL leaves it out.
    path: listHref({ ...state, sort: DEFAULT_SORT }),
  });
}

export function ProductsList({ state, list, words }: { state: ListState; list: Page<ProductSummary>; words: ListTitleWords }) {
  const title = listTitle(state, words);

  return (
    <ListNavigationProvider>
      <div className="container page">
        <header className={styles.head}>
          <h1 className={styles.title}>{title}</h1>
          <p className="muted" aria-live="polite">
            {list.dataCount === 1 ? '1 product' : `${list.dataCount} products`}
            {list.pages > 1 && ` · page ${Math.min(state.page, list.pages)} of ${list.pages}`}
            {isFiltered(state) && (
              <>
                {' · '}
                <ListLink href={listHref({ ...state, categories: [], parentId: undefined, page: 1 })} className={styles.clear}>
                  Clear filters
                </ListLink>
              </>
            )}
          </p>
        </header>
        <Filters state={state} />
        <PendingResults skeleton={<ProductGridSkeleton />}>
          {list.models.length > 0 ? (
            <>
              <ProductGrid products={list.models} eagerCount={FIRST_ROW} headingLevel="h2" label={title} />
              <ProductListPagination state={state} pages={list.pages} />
            </>
          ) : (
            <EmptyState
              role="status"
              title={isFiltered(state) ? 'No products match these filters.' : 'No products on this page.'}
              hint="Try another category, or browse the whole range."
              href="/products"
              linkLabel="Show all products"
            />
          )}
        </PendingResults>
      </div>
    </ListNavigationProvider>
  );
}
