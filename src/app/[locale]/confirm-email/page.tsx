import { AntdRegistry } from '@ant-design/nextjs-registry';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/app/_i18n/page-locale';
import { ConfirmEmail } from '@/modules/accounts/components';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import { CardPage } from '@/shared/ui/CardPage';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'accounts.server.confirmPage' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The page the confirmation mail links to (`/confirm-email?token=…`, `/fr/confirm-email?token=…`). */
export default async function ConfirmEmailPage({ params, searchParams }: LocaleParams & { searchParams: Promise<{ token?: string | string[] }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'accounts.server.confirmPage' });
  const { token } = await searchParams;
  return (
    <CardPage id="confirm-title" title={t('title')}>
      <AntdRegistry>
          <AntdProvider>
            <ConfirmEmail token={Array.isArray(token) ? token[0] : token} />
          </AntdProvider>
      </AntdRegistry>
    </CardPage>
  );
}
