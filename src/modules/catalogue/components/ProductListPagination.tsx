import { Pagination } from '@/shared/ui/Pagination';
import { listHref, type ListState } from '../list-query';
import { ListLink } from '@/shared/ui/ListNavigation';

export function ProductListPagination({ state, pages }: { state: ListState; pages: number }) {
  return <Pagination current={state.page} pages={pages} hrefFor={(page) => listHref(state, { page })} PageLink={ListLink} />;
}
