'use client';

import { Link, usePathname } from '@/shared/i18n/navigation';
import type { ReactNode } from 'react';
import { publicPathOf } from './public-path';

interface NavLinkProps {
  href: string;
  /** Paths under which this link's section is current, e.g. '/product/' for Products. */
  sectionPrefixes?: readonly string[];
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
}

/** A link that marks itself as the current page, or as current section on its sub-pages. */
export function NavLink({ href, sectionPrefixes = [], className, onNavigate, children }: NavLinkProps) {
  const pathname = publicPathOf(usePathname() ?? '');
  const current = pathname === href ? 'page' : sectionPrefixes.some((prefix) => pathname.startsWith(prefix)) ? 'true' : undefined;
  return (
    <Link href={href} className={className} aria-current={current} onClick={onNavigate}>
      {children}
    </Link>
  );
}
