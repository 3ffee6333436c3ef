'use client';

import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { getPathname, Link } from '@/shared/i18n/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useTransition,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * Client navigation within a list (/products' filters, sort and pages; /blog's types and pages) as
 * a React transition, so the list can show its skeleton while the next page renders: the one way a
 * list shows it is on its way. The first load needs no JavaScript and streams no fallback, which
 * is why the lists have no loading.tsx.
 */
interface ListNavigation {
  pending: boolean;
  navigate: (href: string) => void;
}

const ListNavigationContext = createContext<ListNavigation | null>(null);

export function ListNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const locale = useLocale();
  const [pending, startTransition] = useTransition();
  // The href in the page's language (`/blog?page=2` is `/fr/blog?page=2` on a French page), pushed as the transition.
  const navigate = useCallback((href: string) => startTransition(() => router.push(getPathname({ href, locale }))), [router, locale]);
  const value = useMemo(() => ({ pending, navigate }), [pending, navigate]);
  return <ListNavigationContext value={value}>{children}</ListNavigationContext>;
}

export function useListNavigation(): ListNavigation {
  const navigation = useContext(ListNavigationContext);
  if (!navigation) throw new Error('useListNavigation needs a ListNavigationProvider');
  return navigation;
}

/** While the list is navigating, its results give way to the skeleton. */
export function PendingResults({ children, skeleton }: { children: ReactNode; skeleton: ReactNode }) {
  const { pending } = useListNavigation();
  return <div aria-busy={pending}>{pending ? skeleton : children}</div>;
}

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** A link inside the list (page numbers, clear filters) that navigates as a list transition. */
export function ListLink({ href, ...props }: Omit<ComponentProps<typeof Link>, 'href' | 'onClick'> & { href: string }) {
  const { navigate } = useListNavigation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    navigate(href);
  };
  return <Link href={href} {...props} onClick={onClick} />;
}
