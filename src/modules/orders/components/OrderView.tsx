import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CONTACT, SHOP_NAME } from '@/shared/config/constants';
import type { OrderDetail } from '@/modules/orders/contract';
import type { User } from '@/modules/accounts/contract';
import { lineTotal, orderFigures } from '@/modules/money';
import { OrderStatusTag } from '@/modules/orders/components/OrderStatusTag';
import { PickupAddress } from '@/modules/address/components';
import { countryName } from '@/modules/address';
import { contentLang, sharedWordsLang } from '@/shared/i18n/content-language';
import { Link } from '@/shared/i18n/navigation';
import { formatDate, formatPrice } from '@/shared/ui/format';
import stacked from '@/shared/ui/StackedTable.module.css';
import styles from './orders.module.css';

interface OrderViewProps {
  order: OrderDetail;
  customer: User;
  /** The page's buttons (print, buy again), hidden in print. */
  actions?: ReactNode;
}

function ShippingAddress({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders.server.invoice');
  const locale = useLocale();
  const address = order.address;
  if (!address) return <p>{t('notRecorded')}</p>;
  return (
    <address>
      {address.first_name} {address.last_name}
      <br />
      {address.street1}
      {address.street2 && (
        <>
          <br />
          {address.street2}
        </>
      )}
      <br />
      {address.city}, {address.state_code} {address.zip}
      <br />
      {countryName(address.country, locale)}
    </address>
  );
}

function Delivery({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders.server.invoice');
  if (order.take_by_myself === 1) {
    return (
      <>
        <h2>{t('pickup')}</h2>
        <p>{t('collected')}</p>
        <PickupAddress />
      </>
    );
  }
  const { shipping_method: method, tracking } = order;
  return (
    <>
      <h2>{t('shipping')}</h2>
      <ShippingAddress order={order} />
      {method && (
        <p>
          {method.provider} {method.service}
        </p>
      )}
      {tracking && (
        <p>
          {t.rich('tracking', { number: tracking.tracking_number, tracking: (chunks) => <span className={styles.tracking}>{chunks}</span> })}
          <br />
          <a href={tracking.tracking_url_provider} target="_blank" rel="noopener noreferrer" className={styles.noPrint}>
            {t('trackWith', { carrier: tracking.carrier })}
          </a>
        </p>
      )}
    </>
  );
}

/** The job's name the order was made for (docs/contract.md §10), printed on the invoice; a link to the job while it exists. */
function Reference({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders.server.invoice');
  return (
    <p className={styles.reference}>
      {t.rich('reference', { reference: order.reference ?? '', strong: (chunks) => <strong>{chunks}</strong> })}
      {order.job_id ? (
        <>
          {' '}
          <Link href={`/account/jobs/${order.job_id}`} className={styles.noPrint}>
            {t('openJob')}
          </Link>
        </>
      ) : null}
    </p>
  );
}

/**
 * An order the customer paid for, laid out as an invoice: it prints as one (orders.module.css).
 * Server-rendered markup only; the actions passed in are the page's only client code. Its words,
 * figures and date are in the page's language; the products' names as the dashboard gave them
 * (marked English on a French page when it had no French for them, docs/contract.md §12).
 */
export function OrderView({ order, customer, actions }: OrderViewProps) {
  const t = useTranslations('orders.server.invoice');
  const locale = useLocale();
  const price = (amount: number) => formatPrice(amount, locale);
  const figures = orderFigures(order);
  const date = formatDate(order.paid_at ?? order.created_at, locale);
  return (
    <article className={styles.invoice} aria-labelledby="order-title">
      <header className={styles.head}>
        <div>
          <h1 id="order-title">{t('title', { id: order.order_id })}</h1>
          <p className={styles.meta}>
            <span>{t('placed', { date })}</span> <OrderStatusTag status={order.status} />
          </p>
          {order.reference && <Reference order={order} />}
        </div>
        <div className={styles.shop}>
          <p className={styles.shopName}>{SHOP_NAME}</p>
          <PickupAddress />
          <p>
            {CONTACT.phone}
            <br />
            {CONTACT.email}
          </p>
        </div>
      </header>
      {actions && <div className={`${styles.actions} ${styles.noPrint}`}>{actions}</div>}

      <div className={styles.parties}>
        <section aria-labelledby="billed-title">
          <h2 id="billed-title">{t('billedTo')}</h2>
          <p>
            {customer.first_name} {customer.last_name}
            <br />
            {customer.email}
          </p>
          {order.transId && <p>{t('card', { id: order.transId })}</p>}
        </section>
        <section>
          <Delivery order={order} />
        </section>
      </div>

      <table className={`${styles.lines} ${stacked.stacked}`}>
        <caption>{t('products')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product')}</th>
            <th scope="col">{t('sheenType')}</th>
            <th scope="col">{t('colours')}</th>
            <th scope="col" className={stacked.number}>{t('qty')}</th>
            <th scope="col" className={stacked.number}>{t('price')}</th>
            <th scope="col" className={stacked.number}>{t('discount')}</th>
            <th scope="col" className={stacked.number}>{t('total')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={line.line_id}>
              <th scope="row" data-label={t('product')} lang={contentLang(line, locale)}>
                <Link href={`/product/${line.slug}`} prefetch={false}>
                  {line.product_title}
                </Link>
              </th>
              <td data-label={t('sheenType')} lang={sharedWordsLang(line, locale)}>
                {line.tag_name}, {line.type_name}
              </td>
              <td data-label={t('colours')} lang={sharedWordsLang(line, locale)}>{line.colors.length > 0 ? line.colors.map((colour) => colour.name).join(', ') : '—'}</td>
              <td data-label={t('qty')} className={stacked.number}>{line.count}</td>
              <td data-label={t('price')} className={stacked.number}>{price(line.price)}</td>
              <td data-label={t('discount')} className={stacked.number}>{line.discount > 0 ? `${line.discount}${locale === 'fr' ? '\u00a0' : ''}%` : '—'}</td>
              <td data-label={t('total')} className={stacked.number}>{price(lineTotal(line))}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className={styles.totals}>
        <dt>{t('goods')}</dt>
        <dd>{price(figures.goods)}</dd>
        {figures.discount > 0 && (
          <>
            <dt>{order.coupon ? t('discountCoupon', { coupon: order.coupon }) : t('discount')}</dt>
            <dd>−{price(figures.discount)}</dd>
          </>
        )}
        <dt>{t('packaging')}</dt>
        <dd>{price(figures.packaging)}</dd>
        <dt>{order.take_by_myself === 1 ? t('shippingPickup') : t('shipping')}</dt>
        <dd>{price(figures.shipping)}</dd>
        <dt>{t('tax')}</dt>
        <dd>{price(figures.tax)}</dd>
        <dt className={styles.total}>{t('total')}</dt>
        <dd className={styles.total}>{price(figures.total)}</dd>
      </dl>
    </article>
  );
}
