import type { ArticleType } from '@/modules/catalogue/contract';
import { listView } from '@/shared/lists/list-view';

/** The /blog URL is the list's state: `?type=guide&page=2`. */

export type SearchParams = Record<string, string | string[] | undefined>;

/** The article types, in the filter's order; their names are the content messages' (`blog.types`, `blog.filter`). */
export const ARTICLE_TYPES: { value: ArticleType }[] = [{ value: 'news' }, { value: 'guide' }, { value: 'project' }];

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

/** The blog list a /blog URL's query names, or null when it names a type or page that does not exist. */
export function blogStateOf(search: URLSearchParams): BlogState | null {
  const type = search.get('type')?.trim();
  const page = search.get('page')?.trim();
  if (type !== undefined && type !== '' && !ARTICLE_TYPES.some((t) => t.value === type)) return null;
  if (page !== undefined && !/^[1-9]\d{0,5}$/.test(page)) return null;
  return parseBlogState({ type, page });
}

/** /blog and its pages: `/blog/view/tguide-n2` (src/shared/lists/list-view.ts). */
export const BLOG_VIEW = listView<BlogState>({
  path: '/blog',
  fields: [
    { param: 'type', tag: 't' },
    { param: 'page', tag: 'n' },
  ],
  read: blogStateOf,
  write: ({ type, page }) => ({ type, page: page > 1 ? String(page) : undefined }),
});

export const blogHref = (state: BlogState): string => BLOG_VIEW.href(state);

/** The words a blog list is named with, in the page's language (content messages `blog.titles`). */
export type BlogTitleWords = (key: ArticleType | 'all') => string;

/** The list's heading: the blog, or the blog of one type ("Blog: projects"). */
export function blogTitle({ type }: BlogState, words: BlogTitleWords): string {
  return words(type ?? 'all');
}
