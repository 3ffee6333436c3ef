'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/shared/i18n/navigation';
import { Suspense, type MouseEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectUser } from '@/modules/session';
import { modalOpened } from '@/shared/store/modal-slice';
import { AccountMenu } from './AccountMenu';
import { UserIcon } from './Icons';
import { SIGN_IN_PATH, signInHref } from './links';
import { publicPathOf } from './public-path';
import styles from './Header.module.css';

function SignInLink({ search }: { search: string }) {
  // A prerendered list sees its own path (/products/view/all), which is no address to come back to.
  const pathname = publicPathOf(usePathname() ?? '/');
  const dispatch = useAppDispatch();
  const t = useTranslations('shell.client.account');
  const onSignInPage = pathname === SIGN_IN_PATH;
  // With scripts the sign-in modal opens over the page (the customer stays where they were);
  // without them, or with a modifier key, the link goes to the sign-in page.
  const openModal = (event: MouseEvent) => {
    if (onSignInPage || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    dispatch(modalOpened({ type: 'SIGN_IN', props: {} }));
  };
  return (
    <Link
      href={signInHref(pathname, search)}
      prefetch={false}
      className={styles.action}
      aria-current={onSignInPage ? 'page' : undefined}
      onClick={openModal}
    >
      <UserIcon />
      <span className={styles.wideText}>{t('signIn')}</span>
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
