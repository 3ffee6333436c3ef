import { useTranslations } from 'next-intl';
import { Link } from '@/shared/i18n/navigation';

/** The sign-in cookie outlived the dashboard's key: say so and offer sign-in, rather than bounce (sign-in sends a signed-in cookie on to the account). */
export function SignInEnded({ what }: { what: 'jobs' | 'job' }) {
  const t = useTranslations('jobs.server.pages');
  return (
    <p role="alert">
      {t.rich(what === 'jobs' ? 'signInEndedJobs' : 'signInEndedJob', { link: (chunks) => <Link href="/sign-in">{chunks}</Link> })}
    </p>
  );
}
