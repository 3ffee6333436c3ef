import type { Metadata } from 'next';
import Link from 'next/link';
import { CardPage } from '@/shared/ui/CardPage';

export const metadata: Metadata = { title: 'Confirm your e-mail address', robots: { index: false, follow: false } };

function decoded(email: string): string {
  try {
    return decodeURIComponent(email);
  } catch {
    return email;
  }
}

/** After sign-up (docs/contract.md §2): the account waits for the link mailed to this address. */
export default async function RegistrationStatusPage({ params }: { params: Promise<{ email: string }> }) {
  const email = decoded((await params).email);
  return (
    <CardPage
      id="registration-title"
      title="Check your inbox"
      lead={
        <>
          We sent a confirmation link to <strong>{email}</strong>. Open the link in that e-mail to activate your account, then sign in.
        </>
      }
    >
      <p className="muted">The link is valid for 48 hours. No e-mail? Check your spam folder, or sign up again to get a new link.</p>
      <Link href="/" className="btn btn-ghost">
        Continue shopping
      </Link>
    </CardPage>
  );
}
