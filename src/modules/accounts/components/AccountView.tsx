'use client';

import { Button } from 'antd';
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
  const user = useAppSelector(selectUser) ?? initialUser;
  const update = (next: User) => dispatch(signedIn(next));

  // The profile cookie may be older than the dashboard's record (names changed elsewhere).
  useEffect(() => {
    fetchProfile().then((fresh) => dispatch(signedIn(fresh)), () => undefined);
  }, [dispatch]);

  return (
    <div className={styles.sections}>
      <section className={styles.card} aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        <AvatarUpload user={user} onUploaded={update} />
        <NamesForm key={`${user.first_name} ${user.last_name}`} user={user} onSaved={update} />
        <dl className={styles.facts}>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="password-title">
        <h2 id="password-title">Password</h2>
        <p className="muted">Changing your password signs you out on your other devices.</p>
        <Button onClick={() => dispatch(modalOpened({ type: 'CHANGE_PASSWORD', props: {} }))}>Change password</Button>
      </section>
      {jobs}
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="payments-title">
        <h2 id="payments-title">Payment history</h2>
        <PaymentHistory />
      </section>
    </div>
  );
}
