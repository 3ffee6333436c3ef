import { Pagination as PageLinks } from '@/shared/ui/Pagination';
import { listHref, type ListState } from '../listQuery';
import { ListLink } from '@/shared/ui/ListNavigation';

export function Pagination({ state, pages }: { state: ListState; pages: number }) {
  return <PageLinks current={state.page} pages={pages} hrefFor={(page) => listHref(state, { page })} PageLink={ListLink} />;
}
