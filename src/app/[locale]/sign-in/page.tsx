import { AntdRegistry } from '@ant-design/nextjs-registry';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/app/_i18n/page-locale';
import { SignInNotice } from '@/modules/accounts/components';
import { SignInPanel } from '@/modules/accounts/components';
import { inPageLanguage } from '@/modules/accounts';
import { signedInCustomer } from '@/modules/session';
import { safeRedirect } from '@/shared/api/safe-redirect';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { redirect } from '@/shared/i18n/navigation';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import { CardPage } from '@/shared/ui/CardPage';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'accounts.server.signInPage' });
  return {
    title: t('title'),
    description: t('description'),
    robots: { index: false, follow: true },
    alternates: { canonical: localePath('/sign-in', locale) },
  };
}

type Query = { redirect?: string | string[]; notice?: string | string[] };
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The page reads `redirect` from the URL on the server, so the form is fully server-rendered and
 * antd's styles for it are extracted into this page's HTML (the registry is here, not in the root
 * layout, so catalogue pages carry no antd CSS). A customer who is already signed in (the same
 * cookies `/account` asks for) goes straight on to `redirect`, or to their account, in the page's language.
 */
export default async function SignInPage({ params, searchParams }: LocaleParams & { searchParams: Promise<Query> }) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  if (signedInCustomer(await cookies())) redirect({ href: inPageLanguage(safeRedirect(first(query.redirect), '/account')), locale });
  const t = await getTranslations({ locale, namespace: 'accounts.server.signInPage' });
  return (
    <CardPage id="sign-in-title" title={t('title')} lead={t('lead')}>
      <AntdRegistry>
          <AntdProvider>
            <SignInNotice notice={first(query.notice)} />
            <SignInPanel redirectTo={first(query.redirect)} />
          </AntdProvider>
      </AntdRegistry>
    </CardPage>
  );
}
