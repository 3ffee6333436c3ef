import Link from 'next/link';

/** The sign-in cookie outlived the dashboard's key: say so and offer sign-in, rather than bounce (sign-in sends a signed-in cookie on to the account). */
export function SignInEnded({ what }: { what: string }) {
  return (
    <p role="alert">
      Your sign-in has ended. Please <Link href="/sign-in">sign in again</Link> to see {what}.
    </p>
  );
}
