export { BLOG_VIEW, blogHref, blogTitle, typeLabel } from './blog/query';
export type { BlogState } from './blog/query';
export { groupByLine } from './color-lab/palette';
