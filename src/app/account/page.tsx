import { AntdRegistry } from '@ant-design/nextjs-registry';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { AccountView } from '@/features/account/components/AccountView';
import { signedInCustomer } from '@/shared/api/profile-cookie';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import styles from './account.module.css';

export const metadata: Metadata = { title: 'My account', robots: { index: false, follow: false } };

/**
 * Signed-in only: a visitor (no auth cookie) goes to sign-in and comes back here. Reading cookies
 * makes this page render per request, which a personal page must anyway.
 */
export default async function AccountPage() {
  const user = signedInCustomer(await cookies());
  if (!user) redirect('/sign-in?redirect=%2Faccount');
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>My account</h1>
      <AntdRegistry>
        <AntdProvider>
          <AccountView initialUser={user} />
        </AntdProvider>
      </AntdRegistry>
    </div>
  );
}
