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
  return (
    <>
      <ul aria-label="Items">
        {lines.map((line) => {
          const discount = coupon?.discounts.find((item) => item.id === line.id)?.discount;
          return (
            <li key={line.id}>
              {line.product.title} × {line.count} — {formatPrice(unitPriceAfterDiscount(line) * line.count)}
              {discount && figures.coupon > 0 ? ` (promo −${discount}%)` : ''}
            </li>
          );
        })}
      </ul>
      <dl className={styles.figures} aria-label="Order total">
        <Row term="Subtotal" value={formatPrice(figures.subtotal)} />
        {figures.discount > 0 && (
          <Row
            term={figures.percentMode ? `Discount (${figures.discountPercent}% off eligible items)` : 'Discounts'}
            value={`−${formatPrice(figures.discount)}`}
          />
        )}
        {coupon && <Row term={`Promo code ${coupon.code.toUpperCase()}`} value={`−${formatPrice(figures.coupon)}`} />}
        <Row term="Packaging" value={formatPrice(figures.packaging)} />
        <Row term="Shipping" value={shippingKnown ? formatPrice(figures.shipping) : 'Choose an option'} />
        <Row term="Tax" value={formatPrice(figures.tax)} />
        <Row term="Total" value={formatPrice(figures.total)} className={styles.totalRow} />
      </dl>
    </>
  );
}
