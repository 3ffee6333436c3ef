import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobsForBasket } from '@/app/_compose/JobsForBasket';
import { CheckoutPreload } from '@/app/_modals/CheckoutPreload';
import { BuyAgainNotice } from '@/modules/orders/components';
import { BasketContents, EmptyBasket } from '@/modules/basket/components';
import { BasketErrorNotices, isBasketErrorCode } from '@/modules/basket/components';
import { BasketPageBody } from '@/modules/basket/components';
import { WaitingChanges } from '@/modules/offline/components';
import { ORDER_PAD_PATH } from '@/app/_shell/links';
import { pageLocale, type LocaleParams } from '@/app/_i18n/page-locale';
import { Link } from '@/shared/i18n/navigation';
import { pageMetadata } from '@/shared/seo/metadata';
import { basketForPage } from './_form/read-basket';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'basket.server.meta' });
  return { ...pageMetadata({ title: t('title'), description: t('description'), path: '/basket', locale }), robots: { index: false, follow: true } };
}

interface BasketPageProps extends LocaleParams {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The server reads the visitor's basket for the HTML, so it shows, and − and + post plain forms to
 * /basket/quantity, before scripts run or without them. Once they run, the basket is read in the
 * browser through the store (docs/architecture.md §1) and every change replaces it.
 */
export default async function BasketPage({ params, searchParams }: BasketPageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'basket.server' });
  const { basket_error: error } = await searchParams;
  const answer = await basketForPage();
  const plain =
    answer && answer.basket.data.length > 0 ? (
      <BasketContents basket={answer.basket} discountMessage={answer.discount_message} updating={false} />
    ) : (
      <EmptyBasket />
    );
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <BuyAgainNotice />
      <BasketErrorNotices shown={isBasketErrorCode(error) ? error : null} />
      <WaitingChanges of="basket" />
      <JobsForBasket>
        <BasketPageBody plain={plain} />
      </JobsForBasket>
      <p>
        {t.rich('orderPadTip', {
          link: (chunks) => (
            <Link href={ORDER_PAD_PATH} prefetch={false} className="inline-link">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <CheckoutPreload />
    </div>
  );
}
