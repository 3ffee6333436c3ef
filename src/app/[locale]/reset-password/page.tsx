import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { AskForNewResetLink } from '@/modules/accounts/components';
import { OpenResetPassword } from '@/modules/accounts/components';
import { SPENT_RESET_LINK_COOKIE, USED_RESET_LINK } from '@/modules/accounts';
import { CardPage } from '@/shared/ui/CardPage';

export const metadata: Metadata = { title: 'Reset your password', robots: { index: false, follow: false } };

/**
 * The page the reset mail links to (`/reset-password?token=…`); the form is the RESET_PASSWORD modal.
 * A link this browser already spent says so at once (spent-reset-link.ts); a link spent elsewhere
 * or expired is told by the dashboard's answer, under Password (docs/contract.md §8).
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token: raw } = await searchParams;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const spent = Boolean(token) && (await cookies()).get(SPENT_RESET_LINK_COOKIE)?.value === token;
  if (token && spent) {
    return (
      <CardPage id="reset-title" title="Reset your password" lead={USED_RESET_LINK}>
        <AskForNewResetLink />
      </CardPage>
    );
  }
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
