import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/app/_i18n/page-locale';
import { AskForNewResetLink } from '@/modules/accounts/components';
import { OpenResetPassword } from '@/modules/accounts/components';
import { SPENT_RESET_LINK_COOKIE } from '@/modules/accounts';
import { Link } from '@/shared/i18n/navigation';
import { CardPage } from '@/shared/ui/CardPage';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'accounts.server.resetPage' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * The page the reset mail links to (`/reset-password?token=…`, `/fr/reset-password?token=…`); the form is the RESET_PASSWORD modal.
 * A link this browser already spent says so at once (spent-reset-link.ts); a link spent elsewhere
 * or expired is told by the dashboard's answer, under Password (docs/contract.md §8).
 */
export default async function ResetPasswordPage({ params, searchParams }: LocaleParams & { searchParams: Promise<{ token?: string | string[] }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'accounts.server.resetPage' });
  const { token: raw } = await searchParams;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const spent = Boolean(token) && (await cookies()).get(SPENT_RESET_LINK_COOKIE)?.value === token;
  if (token && spent) {
    return (
      <CardPage id="reset-title" title={t('title')} lead={t('usedLink')}>
        <AskForNewResetLink />
      </CardPage>
    );
  }
  return (
    <CardPage id="reset-title" title={t('title')} lead={token ? t('withToken') : t('incomplete')}>
      {token ? (
        <OpenResetPassword token={token} />
      ) : (
        <Link href="/sign-in" className="btn btn-primary">
          {t('goToSignIn')}
        </Link>
      )}
    </CardPage>
  );
}
