import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/_i18n/page-locale';
import { Link } from '@/shared/i18n/navigation';
import { CardPage } from '@/shared/ui/CardPage';

type Props = { params: Promise<{ locale: string; email: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'accounts.server.registrationPage' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

function decoded(email: string): string {
  try {
    return decodeURIComponent(email);
  } catch {
    return email;
  }
}

/** After sign-up (docs/contract.md §2): the account waits for the link mailed to this address. */
export default async function RegistrationStatusPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'accounts.server.registrationPage' });
  const email = decoded((await params).email);
  return (
    <CardPage id="registration-title" title={t('title')} lead={t.rich('lead', { email, strong: (chunks) => <strong>{chunks}</strong> })}>
      <p className="muted">{t('note')}</p>
      <Link href="/" className="btn btn-ghost">
        {t('continue')}
      </Link>
    </CardPage>
  );
}
