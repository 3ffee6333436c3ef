import type { Metadata } from 'next';
import Link from 'next/link';
import { OpenResetPassword } from '@/features/auth/components/OpenResetPassword';
import { CardPage } from '@/shared/ui/CardPage';

export const metadata: Metadata = { title: 'Reset your password', robots: { index: false, follow: false } };

/** The page the reset mail links to (`/reset-password?token=…`); the form is the RESET_PASSWORD modal. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token: raw } = await searchParams;
  const token = Array.isArray(raw) ? raw[0] : raw;
  return (
    <CardPage
      id="reset-title"
      title="Reset your password"
      lead={
        token
          ? 'Choose a new password for your account. The link in the e-mail works once, for one hour.'
          : 'This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.'
      }
    >
      {token ? (
        <OpenResetPassword token={token} />
      ) : (
        <Link href="/sign-in" className="btn btn-primary">
          Go to sign in
        </Link>
      )}
    </CardPage>
  );
}
