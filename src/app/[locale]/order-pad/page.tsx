import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { OrderPad } from '@/modules/order-pad/components';
import { BASKET_PATH } from '@/app/_shell/links';
import { pageLocale, type LocaleParams } from '@/app/_i18n/page-locale';
import { pageMetadata } from '@/shared/seo/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'orderPad.server.meta' });
  return { ...pageMetadata({ title: t('title'), description: t('description'), path: '/order-pad', locale }), robots: { index: false, follow: true } };
}

function OrderPadBody() {
  const t = useTranslations('orderPad.server');
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <p>{t('lead')}</p>
      <OrderPad basketPath={BASKET_PATH} />
    </div>
  );
}

/** A static page: the pad is the customer's own, in the browser, and adds through the door like Add to basket. */
export default async function OrderPadPage({ params }: LocaleParams) {
  await pageLocale(params);
  return <OrderPadBody />;
}
