import { AntdRegistry } from '@ant-design/nextjs-registry';
import type { Metadata } from 'next';
import { SignInForm } from '@/features/auth/components/SignInForm';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import styles from './sign-in.module.css';

export const metadata: Metadata = {
  title: 'Sign in',
  description: 'Sign in to your LED Floor Finishes account to check out and see your payment history.',
  robots: { index: false, follow: true },
  alternates: { canonical: '/sign-in' },
};

/**
 * The page reads `redirect` from the URL on the server, so the form is fully server-rendered and
 * antd's styles for it are extracted into this page's HTML (the registry is here, not in the root
 * layout, so catalogue pages carry no antd CSS).
 */
export default async function SignInPage({ searchParams }: { searchParams: Promise<{ redirect?: string | string[] }> }) {
  const { redirect } = await searchParams;
  const redirectTo = Array.isArray(redirect) ? redirect[0] : redirect;
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className={styles.title}>
          Sign in
        </h1>
        <p className={styles.lead}>Welcome back. Sign in to check out and see your payment history.</p>
        <AntdRegistry>
          <AntdProvider>
            <SignInForm redirectTo={redirectTo} />
          </AntdProvider>
        </AntdRegistry>
      </section>
    </div>
  );
}
