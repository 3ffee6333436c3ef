import { Pagination } from '@/shared/ui/Pagination';
import { blogHref, type BlogState } from '../blog/query';
import { ListLink } from '@/shared/ui/ListNavigation';

/** Page links of the blog list; the page lives in the URL (`?page=2`). */
export function BlogPagination({ state, pages }: { state: BlogState; pages: number }) {
  return <Pagination current={state.page} pages={pages} hrefFor={(page) => blogHref({ ...state, page })} PageLink={ListLink} />;
}
