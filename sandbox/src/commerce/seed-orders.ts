import type { Product } from '@/modules/catalogue/contract';
import type { OrderTracking } from '@/modules/orders/contract';
import type { CatalogueState } from '../catalogue/state';
import { RETIRED_PRODUCTS, type RetiredProduct } from '../catalogue/seed-retired';
import { colorsByIds } from '../catalogue/seed-colors';
import { discountedPrice } from './discounts';
import { roundCents } from './order-book';
import { LIQUID_PACKAGING_PRICE } from './pricing';
import { isLiquid } from './product-kind';
import type { OrderItemRecord, OrderRecord } from './state';
import { PICKUP_STATE_CODE, taxRateOf } from './tax-rates';
import { HARBOR_STREET_JOB } from '../jobs/seed';
import { DEMO_ADDRESS, DEMO_USER_ID } from '../accounts/state';

interface LineSeed {
  product: Pick<Product, 'id' | 'slug' | 'title' | 'price_type_data'> | RetiredProduct;
  tag: string;
  type: string;
  colorIds: number[];
  count: number;
  discount?: number;
}

function line(lineId: number, seed: LineSeed): OrderItemRecord {
  const priceData = seed.product.price_type_data.find((p) => p.tag_name === seed.tag && p.type_name === seed.type);
  if (!priceData) throw new Error(`seed-orders: ${seed.product.slug} has no ${seed.tag} ${seed.type}`);
  const discount = seed.discount ?? 0;
  return {
    line_id: lineId,
    products_id: seed.product.id,
    slug: seed.product.slug,
    product_title: seed.product.title,
    price_id: priceData.id,
    tag_id: priceData.tag_id,
    tag_name: priceData.tag_name,
    type_id: priceData.type_id,
    type_name: priceData.type_name,
    color_ids: seed.colorIds,
    colors: colorsByIds(seed.colorIds),
    title: `${seed.product.title} — ${priceData.tag_name}, ${priceData.type_name}`,
    count: seed.count,
    price: priceData.type_price,
    discount,
    discounted_price: discountedPrice(priceData.type_price, discount),
  };
}

interface OrderSeed {
  order_id: number;
  paid_at: string;
  lines: LineSeed[];
  /** null: picked up in Bridgeport. */
  shipping: { provider: string; service: string; token: string; amount: number } | null;
  tracking: OrderTracking | null;
  transId: string;
  /** The job it was bought for (jobs/seed.ts). */
  job?: { id: number; name: string };
}

function order(seed: OrderSeed, lineIds: () => number): OrderRecord {
  const items = seed.lines.map((l) => line(lineIds(), l));
  const subtotal = items.reduce((sum, item) => sum + item.discounted_price * item.count, 0);
  const address = seed.shipping ? DEMO_ADDRESS : null;
  const tax_rate = taxRateOf('US', address?.state_code ?? PICKUP_STATE_CODE);
  const tax = roundCents(subtotal * tax_rate);
  const shipping_amount = seed.shipping?.amount ?? 0;
  const packaging_price = items.some((item) => isLiquid({ ...item, id: item.price_id, type_price: item.price })) ? LIQUID_PACKAGING_PRICE : 0;
  return {
    order_id: seed.order_id,
    user_id: DEMO_USER_ID,
    status: 'paid',
    items,
    subtotal,
    shipping_amount,
    tax_rate,
    tax,
    packaging_price,
    total: roundCents(subtotal + shipping_amount + tax + packaging_price),
    coupon: null,
    take_by_myself: seed.shipping ? 0 : 1,
    shipping: seed.shipping
      ? { object_id: `seed-rate-${seed.order_id}`, provider: seed.shipping.provider, servicelevel: { name: seed.shipping.service, token: seed.shipping.token }, amount: seed.shipping.amount.toFixed(2), currency: 'USD' }
      : null,
    address,
    tracking: seed.tracking,
    job_id: seed.job?.id ?? null,
    reference: seed.job?.name ?? null,
    storefront_origin: '',
    transId: seed.transId,
    created_at: seed.paid_at,
    paid_at: seed.paid_at,
  };
}

/** The demo customer's three paid orders, numbered below the first live order (state.ts nextOrderId), lines below nextLineId's range. */
export function seedDemoOrders(catalogue: CatalogueState): OrderRecord[] {
  const product = (slug: string) => {
    const found = catalogue.products.find((p) => p.slug === slug);
    if (!found) throw new Error(`seed-orders: no product ${slug}`);
    return found;
  };
  let nextLine = 9_000_001;
  const lineIds = () => nextLine++;
  const seeds: OrderSeed[] = [
    {
      order_id: 9_001,
      paid_at: '2026-06-03T14:20:00Z',
      lines: [{ product: product('nordwood-maintenance-oil'), tag: 'Satin', type: '1 L', colorIds: [1], count: 3 }],
      shipping: null,
      tracking: null,
      transId: '60000000901',
    },
    {
      order_id: 9_002,
      paid_at: '2026-08-19T09:05:00Z',
      lines: [
        { product: RETIRED_PRODUCTS[0], tag: 'Satin', type: '2.5 L', colorIds: [1], count: 2 },
        { product: product('nordwood-pure-led-hardwax-oil'), tag: 'Matte', type: '2.5 L', colorIds: [1], count: 6 },
      ],
      shipping: null,
      tracking: null,
      transId: '60000000902',
    },
    {
      order_id: 9_003,
      paid_at: '2026-10-28T16:45:00Z',
      lines: [
        { product: product('nordwood-pure-led-hardwax-oil'), tag: 'Matte', type: '2.5 L', colorIds: [1], count: 4, discount: 5 },
        { product: product('nordwood-tone-led-hardwax-oil'), tag: 'Satin', type: '1 L', colorIds: [3, 5], count: 2, discount: 5 },
        { product: product('lumacure-h4-handheld-led-lamp'), tag: 'Standard', type: 'Unit', colorIds: [], count: 1 },
      ],
      shipping: { provider: 'UPS', service: 'Ground', token: 'ups_ground', amount: 24.35 },
      tracking: {
        carrier: 'UPS',
        tracking_number: '1Z999AA10123456784',
        tracking_url_provider: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        tracking_status: 'DELIVERED',
      },
      transId: '60000000903',
      job: HARBOR_STREET_JOB,
    },
  ];
  return seeds.map((seed) => order(seed, lineIds));
}
