import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Filters } from '@/modules/catalogue/components';
import { ListLink, ListNavigationProvider, PendingResults } from '@/shared/ui/ListNavigation';
import { ProductListPagination } from '@/modules/catalogue/components';
import { ProductGrid } from '@/modules/catalogue/components';
import { ProductGridSkeleton } from '@/modules/catalogue/components';
import { DEFAULT_SORT, isFiltered, listHref, listTitle, type ListState, type ListTitleWords } from '@/modules/catalogue';
import type { Page, ProductSummary } from '@/modules/catalogue/contract';
import type { Locale } from '@/shared/i18n/locales';
import { pageMetadata } from '@/shared/seo/metadata';
import { EmptyState } from '@/shared/ui/EmptyState';
import styles from './products.module.css';

/** Cards in the first row on a wide screen; their images load eagerly. */
const FIRST_ROW = 4;

/** /products with filters, sort and page from its URL (served as /products/view/<key>, see src/proxy.ts). */
export async function listMetadata(state: ListState, words: ListTitleWords, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'catalogue.server.list' });
  const title = listTitle(state, words);
  return pageMetadata({
    title: state.page > 1 ? t('titlePage', { title, page: state.page }) : title,
    description: t('description', { title }),
    // Sort order is a view of the same list, so the canonical URL leaves it out.
    path: listHref({ ...state, sort: DEFAULT_SORT }),
    locale,
  });
}

export function ProductsList({ state, list, words }: { state: ListState; list: Page<ProductSummary>; words: ListTitleWords }) {
  const t = useTranslations('catalogue.client.list');
  const title = listTitle(state, words);

  return (
    <ListNavigationProvider>
      <div className="container page">
        <header className={styles.head}>
          <h1 className={styles.title}>{title}</h1>
          <p className="muted" aria-live="polite">
            {t('count', { count: list.dataCount })}
            {list.pages > 1 && t('pageOf', { page: Math.min(state.page, list.pages), pages: list.pages })}
            {isFiltered(state) && (
              <>
                {' · '}
                <ListLink href={listHref({ ...state, categories: [], parentId: undefined, page: 1 })} className={styles.clear}>
                  {t('clearFilters')}
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
              title={isFiltered(state) ? t('noMatch') : t('noProducts')}
              hint={t('emptyHint')}
              href="/products"
              linkLabel={t('showAll')}
            />
          )}
        </PendingResults>
      </div>
    </ListNavigationProvider>
  );
}
