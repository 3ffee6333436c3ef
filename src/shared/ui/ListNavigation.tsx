'use client';

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
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { Link } from '@/shared/i18n/navigation';

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
  // Next's own router, given the list's address in the page's language (`/fr/products?page=2`): the
  // transition lasts as long as its navigation does (next-intl's router would not hand that back).
  const navigate = useCallback((href: string) => startTransition(() => router.push(localePath(href, locale))), [router, locale]);
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
