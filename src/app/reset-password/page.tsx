import type { Metadata } from 'next';
import Link from 'next/link';
import { OpenResetPassword } from '@/features/auth/components/OpenResetPassword';
import styles from '@/app/sign-in/sign-in.module.css';

export const metadata: Metadata = { title: 'Reset your password', robots: { index: false, follow: false } };

/** The page the reset mail links to (`/reset-password?token=…`); the form is the RESET_PASSWORD modal. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token: raw } = await searchParams;
  const token = Array.isArray(raw) ? raw[0] : raw;
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.title}>
          Reset your password
        </h1>
        {token ? (
          <>
            <p className={styles.lead}>Choose a new password for your account. The link in the e-mail works once, for one hour.</p>
            <OpenResetPassword token={token} />
          </>
        ) : (
          <>
            <p className={styles.lead}>This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.</p>
            <Link href="/sign-in" className="btn btn-primary">
              Go to sign in
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
