export { BLOG_VIEW, blogHref, blogTitle } from './blog/query';
export type { BlogState, BlogTitleWords } from './blog/query';
export { groupByLine } from './color-lab/palette';
export type { Localised } from './localised';
