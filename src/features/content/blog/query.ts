import type { ArticleType } from '@/shared/contract/catalogue';

/** The /blog URL is the list's state: `?type=guide&page=2`. */

export type SearchParams = Record<string, string | string[] | undefined>;

export const ARTICLE_TYPES: { value: ArticleType; label: string; plural: string }[] = [
  { value: 'news', label: 'News', plural: 'News' },
  { value: 'guide', label: 'Guide', plural: 'Guides' },
  { value: 'project', label: 'Project', plural: 'Projects' },
];

export interface BlogState {
  type?: ArticleType;
  page: number;
}

const first = (param: string | string[] | undefined) => (Array.isArray(param) ? param[0] : param)?.trim();

export function parseBlogState(params: SearchParams): BlogState {
  const type = first(params.type);
  const page = first(params.page);
  return {
    type: ARTICLE_TYPES.find((t) => t.value === type)?.value,
    page: page && /^\d+$/.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}

export function blogHref({ type, page }: BlogState): string {
  const query = new URLSearchParams();
  if (type) query.set('type', type);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/blog?${search}` : '/blog';
}

/** Path of the cached page that renders a blog list; src/proxy.ts rewrites /blog?… there. */
export const BLOG_VIEW_PATH = '/blog-pages';
const DEFAULT_BLOG_KEY = 'all';

/** A blog list as one path segment (`tguide-n2`, `all`), so each list is one cacheable page. */
export function blogKey({ type, page }: BlogState): string {
  const parts = [type && `t${type}`, page > 1 && `n${page}`].filter(Boolean);
  return parts.length ? parts.join('-') : DEFAULT_BLOG_KEY;
}

/** The one key every /blog URL naming an unknown type or a page that is not a whole number from 1 goes to: a 404, cached once. */
export const UNKNOWN_BLOG_KEY = 'unknown';

/** The blog list a /blog URL's query names, or null when it names a type or page that does not exist. */
export function blogStateOf(search: URLSearchParams): BlogState | null {
  const type = search.get('type')?.trim();
  const page = search.get('page')?.trim();
  if (type !== undefined && type !== '' && !ARTICLE_TYPES.some((t) => t.value === type)) return null;
  if (page !== undefined && !/^[1-9]\d{0,5}$/.test(page)) return null;
  return parseBlogState({ type, page });
}

export function blogKeyOf(search: URLSearchParams): string {
  const state = blogStateOf(search);
  return state ? blogKey(state) : UNKNOWN_BLOG_KEY;
}

/** The state a key names, or null for a key blogKey would not have written (never cached). */
export function stateOfBlogKey(key: string): BlogState | null {
  const params: SearchParams = {};
  if (key !== DEFAULT_BLOG_KEY) {
    for (const part of key.split('-')) {
      if (part[0] === 't') params.type = part.slice(1);
      else if (part[0] === 'n') params.page = part.slice(1);
    }
  }
  const state = blogStateOf(new URLSearchParams(params as Record<string, string>));
  return state && blogKey(state) === key ? state : null;
}

export function typeLabel(type: ArticleType): string {
  return ARTICLE_TYPES.find((t) => t.value === type)?.label ?? type;
}

export function blogTitle({ type }: BlogState): string {
  const plural = ARTICLE_TYPES.find((t) => t.value === type)?.plural;
  return plural ? `Blog: ${plural.toLowerCase()}` : 'Blog';
}
