import 'server-only';
import { unstable_cache } from 'next/cache';
import { LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';
import { deadlineIn } from './deadline';
import { dataOf, DashboardRefusal, objectOf, readDashboard, type Shape } from './read';

/**
 * The pages' catalogue and content reads (server components, sitemap), through the dashboard
 * client. Cached in Next's data cache under tags so a signed revalidation can drop them; the
 * catalogue changes rarely.
 */

export const CATALOGUE_REVALIDATE_SECONDS = 300;

export class DashboardNotFoundError extends Error {
  constructor(path: string) {
    super(`Not found: ${path}`);
    this.name = 'DashboardNotFoundError';
  }
}

type Params = Record<string, string | number | undefined | (string | number)[]>;

function searchOf(params: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return query.size > 0 ? `?${query}` : '';
}

/**
 * `fresh`: straight from the dashboard, past Next's data cache (and not written to it).
 * `locale`: the page's language, asked of the dashboard as Accept-Language (docs/contract.md §12);
 * a dashboard without the extension answers in English. Each language is its own cached read.
 */
export interface ReadOptions {
  fresh?: boolean;
  locale?: Locale;
}

type GetOptions = { params?: Params; tags?: string[]; revalidate?: number } & ReadOptions;

/** A cached read of `path` (as the contract writes it, e.g. `/products`): its payload as `shape` takes it. */
async function cachedRead<T>(
  path: string,
  shape: Shape<T>,
  { params = {}, tags = ['catalogue'], revalidate = CATALOGUE_REVALIDATE_SECONDS, fresh = false, locale }: GetOptions = {},
): Promise<T> {
  const caching = fresh ? undefined : { tags, revalidate };
  const headers = locale ? new Headers({ 'accept-language': LANGUAGE_TAG[locale] }) : undefined;
  const read = await readDashboard({ path, search: searchOf(params), method: 'GET', headers, caching, shape }, deadlineIn());
  if (read.kind === 'missing') throw new DashboardNotFoundError(`/api${path}`);
  if (read.kind === 'signed-out') throw new DashboardRefusal(path, 401);
  return read.data;
}

/** A dashboard read's whole answer. */
export const dashboardGet = <T>(path: string, options?: GetOptions): Promise<T> => cachedRead(path, objectOf<T>, options);

/** A dashboard read whose answer wraps its payload as `{ data }` (most of them): the payload. */
export const dashboardData = <T>(path: string, options?: GetOptions): Promise<T> => cachedRead(path, dataOf<T>, options);

/**
 * Adds `tags` to the page being rendered (cached), for what it shows that its reads' tags do not
 * name, such as the products on a list (src/shared/api/cache-tags.ts): Next gives a page the tags
 * of every cached read made while it renders, and this one read is a constant.
 */
export async function tagRenderedPage(tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  await unstable_cache(async () => true, ['rendered-page-tags'], { tags: [...new Set(tags)] })();
}
