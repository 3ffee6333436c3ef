import { useLocale, useTranslations } from 'next-intl';
import type { BasketLine } from '@/modules/basket/contract';
import { unitPriceAfterDiscount, type CheckoutFigures } from '@/modules/money';
import { formatPrice } from '@/shared/ui/format';
import type { AppliedCoupon } from '../summary';
import styles from './CheckoutModals.module.css';

function Row({ term, value, className }: { term: string; value: string; className?: string }) {
  return (
    <div className={`${styles.row} ${className ?? ''}`}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

interface Props {
  lines: BasketLine[];
  figures: CheckoutFigures;
  coupon: AppliedCoupon | null;
  shippingKnown: boolean;
}

/** docs/contract.md §9 totals, the same rows and figures as the basket page (modules/money) plus shipping, tax and the coupon. */
export function OrderSummary({ lines, figures, coupon, shippingKnown }: Props) {
  const t = useTranslations('checkout.client.summary');
  const locale = useLocale();
  const price = (amount: number) => formatPrice(amount, locale);
  return (
    <>
      <ul aria-label={t('items')}>
        {lines.map((line) => {
          const discount = coupon?.discounts.find((item) => item.id === line.id)?.discount;
          return (
            <li key={line.id}>
              {line.product.title} × {line.count} — {price(unitPriceAfterDiscount(line) * line.count)}
              {discount && figures.coupon > 0 ? t('promoPercent', { percent: discount }) : ''}
            </li>
          );
        })}
      </ul>
      <dl className={styles.figures} aria-label={t('orderTotal')}>
        <Row term={t('subtotal')} value={price(figures.subtotal)} />
        {figures.discount > 0 && (
          <Row
            term={figures.percentMode ? t('discountPercent', { percent: figures.discountPercent }) : t('discounts')}
            value={`−${price(figures.discount)}`}
          />
        )}
        {coupon && <Row term={t('promoCode', { code: coupon.code.toUpperCase() })} value={`−${price(figures.coupon)}`} />}
        <Row term={t('packaging')} value={price(figures.packaging)} />
        <Row term={t('shipping')} value={shippingKnown ? price(figures.shipping) : t('chooseOption')} />
        <Row term={t('tax')} value={price(figures.tax)} />
        <Row term={t('total')} value={price(figures.total)} className={styles.totalRow} />
      </dl>
    </>
  );
}
