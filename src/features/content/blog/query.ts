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

export function articleHref(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

export function typeLabel(type: ArticleType): string {
  return ARTICLE_TYPES.find((t) => t.value === type)?.label ?? type;
}

export function blogTitle({ type }: BlogState): string {
  const plural = ARTICLE_TYPES.find((t) => t.value === type)?.plural;
  return plural ? `Blog: ${plural.toLowerCase()}` : 'Blog';
}
