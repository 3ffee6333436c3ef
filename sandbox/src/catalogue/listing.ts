import type { Context } from 'hono';
import type { Product, ProductSort } from '@/modules/catalogue/contract';
import type { Read } from './paging';

const SORTS: ProductSort[] = ['newest', 'price_asc', 'price_desc', 'title'];

export interface ProductFilter {
  categories: number[];
  parentId: number | null;
  sort: ProductSort;
}

/** Numbers from `name=1,3`, repeated `name`, or `name[]`. */
function numbers(c: Context, name: string): number[] | null {
  const raw = [...(c.req.queries(name) ?? []), ...(c.req.queries(`${name}[]`) ?? [])].flatMap((v) => v.split(','));
  const values = raw.map((v) => v.trim()).filter(Boolean).map(Number);
  return values.every(Number.isInteger) ? values : null;
}

export function readProductFilter(c: Context): Read<ProductFilter> {
  const errors: Record<string, string> = {};
  const categories = numbers(c, 'categories');
  if (!categories) errors.categories = 'Categories must be category numbers';
  const parentRaw = c.req.query('parent_id') ?? '';
  const parentId = parentRaw === '' ? null : Number(parentRaw);
  if (parentId !== null && !Number.isInteger(parentId)) errors.parent_id = 'Parent id must be a category number';
  const sort = (c.req.query('sort') || 'newest') as ProductSort;
  if (!SORTS.includes(sort)) errors.sort = `Sort must be one of ${SORTS.join(', ')}`;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { categories: categories ?? [], parentId, sort } };
}

const inCategory = (product: Product, id: number) => product.categories.some((c) => c.id === id);
const underParent = (product: Product, id: number) => product.categories.some((c) => c.id === id || c.parent_id === id);

/** Products priced on request (no price rows) sort after priced ones in both price orders. */
function priceKey(product: Product, direction: 1 | -1) {
  return product.price_type_data.length ? product.price_from * direction : Number.POSITIVE_INFINITY;
}

/** localeCompare's order, without building a collator per comparison (a large catalogue sorts 10,000 titles). */
const byTitle = new Intl.Collator();
const collators = new Map<string, Intl.Collator>();
const collatorOf = (locale: string) => collators.get(locale) ?? collators.set(locale, new Intl.Collator(locale)).get(locale)!;

/** `titles`: how a title sort reads titles and in which language's order (a French answer sorts its French titles). */
export function listProducts(products: Product[], filter: ProductFilter, titles?: { of: (product: Product) => string; locale: string }): Product[] {
  const chosen = products.filter(
    (p) =>
      (filter.categories.length === 0 || filter.categories.some((id) => inCategory(p, id))) &&
      (filter.parentId === null || underParent(p, filter.parentId)),
  );
  const compare: Record<ProductSort, (a: Product, b: Product) => number> = {
    // ISO 8601 instants in one format order as their strings do; no collation needed.
    newest: (a, b) => (a.created_at === b.created_at ? 0 : a.created_at < b.created_at ? 1 : -1),
    price_asc: (a, b) => priceKey(a, 1) - priceKey(b, 1),
    price_desc: (a, b) => priceKey(a, -1) - priceKey(b, -1),
    title: titles ? (a, b) => collatorOf(titles.locale).compare(titles.of(a), titles.of(b)) : (a, b) => byTitle.compare(a.title, b.title),
  };
  return chosen.sort((a, b) => compare[filter.sort](a, b) || a.id - b.id);
}
