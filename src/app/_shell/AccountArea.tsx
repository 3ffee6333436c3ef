'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { selectUser } from '@/shared/store/slices/auth';
import { AccountMenu } from './AccountMenu';
import { UserIcon } from './icons';
import { signInHref } from './links';
import styles from './Header.module.css';

function SignInLink({ search }: { search: string }) {
  const pathname = usePathname() ?? '/';
  return (
    <Link href={signInHref(pathname, search)} prefetch={false} className={styles.action} aria-current={pathname === '/sign-in' ? 'page' : undefined}>
      <UserIcon />
      <span>Sign in</span>
    </Link>
  );
}

function SignInLinkWithSearch() {
  const search = useSearchParams()?.toString() ?? '';
  return <SignInLink search={search} />;
}

/**
 * "Sign in" (back to where the customer is) or their name with the account menu. Static pages are
 * prerendered without the query string, so the query part of the redirect joins in the browser.
 */
export function AccountArea() {
  const user = useAppSelector(selectUser);
  if (user) return <AccountMenu user={user} />;
  return (
    <Suspense fallback={<SignInLink search="" />}>
      <SignInLinkWithSearch />
    </Suspense>
  );
}
