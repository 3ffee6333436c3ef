'use client';

import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/shared/i18n/navigation';
import { useState } from 'react';
import type { User } from '@/modules/accounts/contract';
import { useAppDispatch } from '@/shared/store/hooks';
import { ChevronIcon, UserIcon } from './Icons';
import { ACCOUNT_PATH, ORDER_PAD_PATH } from './links';
import { useDisclosure } from './use-disclosure';
import styles from './Header.module.css';

/** The signed-in customer's name, opening a small disclosure with account actions. */
export function AccountMenu({ user }: { user: User }) {
  const { open, close, panelId, rootRef, buttonProps } = useDisclosure();
  const [signingOut, setSigningOut] = useState(false);
  const [signOutFailed, setSignOutFailed] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const router = useRouter();
  const t = useTranslations('shell.client.account');

  async function signOut() {
    setSigningOut(true);
    setSignOutFailed(null);
    try {
      // Loaded on demand so the HTTP client stays out of every page's first load.
      const { signOutAndReset } = await import('@/modules/accounts/sign-out');
      await signOutAndReset(user.id, dispatch);
    } catch {
      // No signal (no answer from the door, or its code could not load): still signed in, and told so.
      setSignOutFailed(t('signOutNeedsSignal'));
      setSigningOut(false);
      return;
    }
    close();
    router.push('/');
  }

  return (
    <div className={styles.menuRoot} ref={rootRef}>
      <button {...buttonProps} className={styles.action}>
        <UserIcon />
        {/* The visible name leads the accessible name (WCAG 2.5.3: label in name). */}
        <span className={styles.accountName}>{user.first_name}</span>
        <span className="visually-hidden">{t('accountMenu')}</span>
        <ChevronIcon />
      </button>
      <div id={panelId} className={styles.menuPanel} hidden={!open}>
        <p className={styles.menuHeading}>
          <span className={styles.menuName}>
            {user.first_name} {user.last_name}
          </span>
          <span className={styles.menuEmail}>{user.email}</span>
        </p>
        <Link href={ACCOUNT_PATH} prefetch={false} className={`btn btn-ghost btn-block ${styles.menuItem}`} onClick={close}>
          {t('myAccount')}
        </Link>
        <Link href={ORDER_PAD_PATH} prefetch={false} className={`btn btn-ghost btn-block ${styles.menuItem}`} onClick={close}>
          {t('orderPad')}
        </Link>
        <button type="button" className={`btn btn-ghost btn-block ${styles.menuItem}`} onClick={signOut} disabled={signingOut}>
          {signingOut ? t('signingOut') : t('signOut')}
        </button>
        <p role="alert" className={styles.menuAlert}>
          {signOutFailed}
        </p>
      </div>
    </div>
  );
}
