import Link from 'next/link';
import type { ReactNode } from 'react';
import { CONTACT, SHOP_NAME } from '@/shared/config/constants';
import type { OrderDetail } from '@/modules/orders/contract';
import type { User } from '@/modules/accounts/contract';
import { lineTotal, orderFigures } from '@/modules/money';
import { OrderStatusTag } from '@/modules/orders/components/OrderStatusTag';
import { PickupAddress } from '@/modules/address/components';
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
  const address = order.address;
  if (!address) return <p>Not recorded for this order.</p>;
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
      {address.country === 'US' ? 'United States' : 'Canada'}
    </address>
  );
}

function Delivery({ order }: { order: OrderDetail }) {
  if (order.take_by_myself === 1) {
    return (
      <>
        <h2>Pickup</h2>
        <p>Collected from our pickup desk:</p>
        <PickupAddress />
      </>
    );
  }
  const { shipping_method: method, tracking } = order;
  return (
    <>
      <h2>Shipping</h2>
      <ShippingAddress order={order} />
      {method && (
        <p>
          {method.provider} {method.service}
        </p>
      )}
      {tracking && (
        <p>
          Tracking number: <span className={styles.tracking}>{tracking.tracking_number}</span>
          <br />
          <a href={tracking.tracking_url_provider} target="_blank" rel="noopener noreferrer" className={styles.noPrint}>
            Track with {tracking.carrier}
          </a>
        </p>
      )}
    </>
  );
}

/** The job's name the order was made for (docs/contract.md §10), printed on the invoice; a link to the job while it exists. */
function Reference({ order }: { order: OrderDetail }) {
  return (
    <p className={styles.reference}>
      Reference: <strong>{order.reference}</strong>
      {order.job_id ? (
        <>
          {' '}
          <Link href={`/account/jobs/${order.job_id}`} className={styles.noPrint}>
            Open the job
          </Link>
        </>
      ) : null}
    </p>
  );
}

/**
 * An order the customer paid for, laid out as an invoice: it prints as one (orders.module.css).
 * Server-rendered markup only; the actions passed in are the page's only client code.
 */
export function OrderView({ order, customer, actions }: OrderViewProps) {
  const figures = orderFigures(order);
  const date = formatDate(order.paid_at ?? order.created_at);
  return (
    <article className={styles.invoice} aria-labelledby="order-title">
      <header className={styles.head}>
        <div>
          <h1 id="order-title">Order #{order.order_id}</h1>
          <p className={styles.meta}>
            <span>Placed {date}</span> <OrderStatusTag status={order.status} />
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
          <h2 id="billed-title">Billed to</h2>
          <p>
            {customer.first_name} {customer.last_name}
            <br />
            {customer.email}
          </p>
          {order.transId && <p>Card payment, transaction {order.transId}</p>}
        </section>
        <section>
          <Delivery order={order} />
        </section>
      </div>

      <table className={`${styles.lines} ${stacked.stacked}`}>
        <caption>Products</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Sheen / type</th>
            <th scope="col">Colours</th>
            <th scope="col" className={stacked.number}>Qty</th>
            <th scope="col" className={stacked.number}>Price</th>
            <th scope="col" className={stacked.number}>Discount</th>
            <th scope="col" className={stacked.number}>Total</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={line.line_id}>
              <th scope="row" data-label="Product">
                <Link href={`/product/${line.slug}`} prefetch={false}>
                  {line.product_title}
                </Link>
              </th>
              <td data-label="Sheen / type">
                {line.tag_name}, {line.type_name}
              </td>
              <td data-label="Colours">{line.colors.length > 0 ? line.colors.map((colour) => colour.name).join(', ') : '—'}</td>
              <td data-label="Qty" className={stacked.number}>{line.count}</td>
              <td data-label="Price" className={stacked.number}>{formatPrice(line.price)}</td>
              <td data-label="Discount" className={stacked.number}>{line.discount > 0 ? `${line.discount}%` : '—'}</td>
              <td data-label="Total" className={stacked.number}>{formatPrice(lineTotal(line))}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className={styles.totals}>
        <dt>Goods</dt>
        <dd>{formatPrice(figures.goods)}</dd>
        {figures.discount > 0 && (
          <>
            <dt>Discount{order.coupon ? ` (coupon ${order.coupon})` : ''}</dt>
            <dd>−{formatPrice(figures.discount)}</dd>
          </>
        )}
        <dt>Packaging</dt>
        <dd>{formatPrice(figures.packaging)}</dd>
        <dt>{order.take_by_myself === 1 ? 'Shipping (pickup)' : 'Shipping'}</dt>
        <dd>{formatPrice(figures.shipping)}</dd>
        <dt>Tax</dt>
        <dd>{formatPrice(figures.tax)}</dd>
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total}>{formatPrice(figures.total)}</dd>
      </dl>
    </article>
  );
}
