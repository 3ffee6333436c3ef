import { CATEGORIES, CURING_LIGHTS_CATEGORY, type CategoryTile } from '@/modules/catalogue/static-content';
import type { ProductListQuery, ProductSort } from '@/modules/catalogue/contract';
import { listView } from '@/shared/lists/list-view';

/** The /products URL is the list's state: filters, sort and page live in the query string. */

export type SearchParams = Record<string, string | string[] | undefined>;

export const PRODUCTS_PER_PAGE = 12;
export const DEFAULT_SORT: ProductSort = 'newest';

/** The sorts a list offers; each one's label is its `key` in catalogue.client.filters.sort (messages/en.ts). */
export const SORT_OPTIONS: { value: ProductSort; key: 'newest' | 'priceAsc' | 'priceDesc' | 'title' }[] = [
  { value: 'newest', key: 'newest' },
  { value: 'price_asc', key: 'priceAsc' },
  { value: 'price_desc', key: 'priceDesc' },
  { value: 'title', key: 'title' },
];

export interface ListState {
  categories: number[];
  parentId?: number;
  sort: ProductSort;
  page: number;
}

function positiveInt(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

function values(param: string | string[] | undefined): string[] {
  const list = Array.isArray(param) ? param : param ? [param] : [];
  return list.flatMap((v) => v.split(','));
}

/** Accepts both `categories=1,3` (shared links) and `categories=1&categories=3` (the GET form). */
export function parseListState(params: SearchParams): ListState {
  const categories = [...new Set(values(params.categories).map(positiveInt).filter((n): n is number => !!n))].sort(
    (a, b) => a - b,
  );
  const sortParam = values(params.sort)[0];
  const sort = SORT_OPTIONS.some((o) => o.value === sortParam) ? (sortParam as ProductSort) : DEFAULT_SORT;
  return {
    categories,
    parentId: positiveInt(values(params.parent_id)[0]),
    sort,
    page: positiveInt(values(params.page)[0]) ?? 1,
  };
}

/** The category ids a list may be filtered by, as `categories` or `parent_id` (docs/contract.md §2). */
const KNOWN_CATEGORIES = new Set<number>(CATEGORIES.map((category) => category.value));
const WHOLE_NUMBER = /^[1-9]\d{0,5}$/;

/**
 * The list a /products query names, or null when it names what does not exist: a category or
 * parent the shop does not have, an unknown sort, a page that is not a whole number from 1.
 * Such a URL is answered 404 (src/proxy.ts) instead of becoming a cached page of its own.
 * Spellings of one list (`categories=3,1`, repeated parameters, extra parameters) stay one list.
 */
export function readListQuery(params: SearchParams): ListState | null {
  const categories = values(params.categories).map((value) => value.trim()).filter(Boolean);
  const [parent] = values(params.parent_id);
  const [sort] = values(params.sort);
  const [page] = values(params.page);
  const known = (value: string) => WHOLE_NUMBER.test(value) && KNOWN_CATEGORIES.has(Number(value));
  if (!categories.every(known) || (parent !== undefined && !known(parent.trim()))) return null;
  if (sort !== undefined && !SORT_OPTIONS.some((option) => option.value === sort)) return null;
  if (page !== undefined && !WHOLE_NUMBER.test(page.trim())) return null;
  return parseListState(params);
}

export function toProductListQuery(state: ListState): ProductListQuery {
  return {
    categories: state.categories.length ? state.categories : undefined,
    parent_id: state.parentId,
    sort: state.sort,
    page: state.page,
    per_page: PRODUCTS_PER_PAGE,
  };
}

/**
 * /products and its pages: `/products/view/c1.3-p5-sprice_asc-n2` (src/shared/lists/list-view.ts).
 * Accepts `categories=1,3` and `categories=1&categories=3` alike (readListQuery).
 */
export const PRODUCTS_VIEW = listView<ListState>({
  path: '/products',
  fields: [
    { param: 'categories', tag: 'c', encode: (value) => value.replaceAll(',', '.'), decode: (text) => text.replaceAll('.', ',') },
    { param: 'parent_id', tag: 'p' },
    { param: 'sort', tag: 's' },
    { param: 'page', tag: 'n' },
  ],
  read: (search) => readListQuery(Object.fromEntries([...new Set(search.keys())].map((name) => [name, search.getAll(name)]))),
  write: (state) => ({
    categories: state.categories.join(','),
    parent_id: state.parentId ? String(state.parentId) : undefined,
    sort: state.sort !== DEFAULT_SORT ? state.sort : undefined,
    page: state.page > 1 ? String(state.page) : undefined,
  }),
});

/** A readable /products URL (`categories=1,3`), defaults left out. */
export function listHref(state: ListState, overrides: Partial<ListState> = {}): string {
  return PRODUCTS_VIEW.href({ ...state, ...overrides });
}

export function isFiltered(state: ListState): boolean {
  return state.categories.length > 0 || state.parentId !== undefined;
}

/** The words a list's heading is made of, in the page's language (catalogue messages). */
export interface ListTitleWords {
  category: (key: CategoryTile['key']) => string;
  products: string;
  allProducts: string;
}

/** The page heading names what the filter shows. */
export function listTitle(state: ListState, words: ListTitleWords): string {
  const keys = [
    ...(state.parentId === CURING_LIGHTS_CATEGORY ? (['lights'] as const) : []),
    ...state.categories.flatMap((value) => CATEGORIES.find((c) => c.value === value)?.key ?? []),
  ];
  const unique = [...new Set(keys)].map(words.category);
  if (unique.length) return unique.join(' & ');
  return isFiltered(state) ? words.products : words.allProducts;
}
