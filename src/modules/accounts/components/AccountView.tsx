'use client';

import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import type { User } from '@/modules/accounts/contract';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectUser, signedIn } from '@/modules/session';
import { modalOpened } from '@/shared/store/modal-slice';
import { fetchProfile } from '../profile-api';
import { AvatarUpload } from './AvatarUpload';
import { NamesForm } from './NamesForm';
import { PaymentHistory } from './PaymentHistory';
import styles from './account.module.css';

/** The signed-in customer's account: profile, picture, password, payment history and, where the page gives them, its jobs. */
export function AccountView({ initialUser, jobs }: { initialUser: User; jobs?: ReactNode }) {
  const dispatch = useAppDispatch();
  const t = useTranslations('accounts.client');
  const user = useAppSelector(selectUser) ?? initialUser;
  const update = (next: User) => dispatch(signedIn(next));

  // The profile cookie may be older than the dashboard's record (names changed elsewhere).
  useEffect(() => {
    fetchProfile().then((fresh) => dispatch(signedIn(fresh)), () => undefined);
  }, [dispatch]);

  return (
    <div className={styles.sections}>
      <section className={styles.card} aria-labelledby="profile-title">
        <h2 id="profile-title">{t('account.profile')}</h2>
        <AvatarUpload user={user} onUploaded={update} />
        <NamesForm key={`${user.first_name} ${user.last_name}`} user={user} onSaved={update} />
        <dl className={styles.facts}>
          <dt>{t('fields.email')}</dt>
          <dd>{user.email}</dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="password-title">
        <h2 id="password-title">{t('account.password')}</h2>
        <p className="muted">{t('account.passwordLead')}</p>
        <Button onClick={() => dispatch(modalOpened({ type: 'CHANGE_PASSWORD', props: {} }))}>{t('account.changePassword')}</Button>
      </section>
      {jobs}
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="payments-title">
        <h2 id="payments-title">{t('account.paymentHistory')}</h2>
        <PaymentHistory />
      </section>
    </div>
  );
}
