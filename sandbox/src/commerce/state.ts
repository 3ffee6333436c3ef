import type { Address, Order, ShippoRate } from '@/modules/checkout/contract';
import type { OrderLine, OrderTracking } from '@/modules/orders/contract';
import { seedCoupons, seedOrderDiscounts, type Coupon, type OrderDiscountRule } from './offers';
import { KeptAnswers } from './idempotency';
import type { LanguageTag } from '../i18n/language';
import type { Delivery } from './payment-page-script';

/** One basket line as stored: a product variant and its count. Prices are looked up on read. */
export interface BasketLineRecord {
  id: number;
  products_id: number;
  /** PriceTypeData.id of the chosen sheen × type. */
  price_id: number;
  tag_id: number;
  type_id: number;
  color_ids: number[];
  count: number;
}

/** What a line was sold at (product, variant, colours, prices), frozen when the order is created. */
export interface OrderItemRecord extends OrderLine {
  color_ids: number[];
  /** "Product — Sheen, Type": the payment history's item title. */
  title: string;
}

export interface OrderRecord extends Order {
  user_id: number;
  items: OrderItemRecord[];
  tax_rate: number;
  shipping: ShippoRate | null;
  /** The shipping address when the order was created (the customer's saved one); null for pickup. */
  address: Address | null;
  /** Shippo's transaction for the label, once bought. */
  tracking: OrderTracking | null;
  /** The job the order was made for (docs/contract.md §10); null once that job is deleted. */
  job_id: number | null;
  /** The job's name when the order was made: the order's reference on the invoice and in the payment history. */
  reference: string | null;
  /** Origin of the storefront that created the order: the card form reports to its communicator. */
  storefront_origin: string;
  /** The shop's language when the order was made (`language`, docs/contract.md §12); absent: English. */
  language?: LanguageTag;
  created_at: string;
  paid_at: string | null;
}

/** A rate handed out by /shipping/get-rates; orders take amount and tax from here, not the client. */
export interface IssuedRate {
  rate: ShippoRate;
  tax_rate: number;
  /** Amount in USD, what the order adds (CAD quotes are converted). */
  amount_usd: number;
}

export interface PaymentTokenRecord {
  order_id: number;
  expires_at: number;
}

export interface TransactionRecord {
  transId: string;
  order_id: number;
  responseCode: '1' | '2' | '4';
  amount: number;
  card_last4: string;
  created_at: string;
}

export interface CommerceState {
  /** Visitor baskets by session token. */
  sessionBaskets: Map<string, BasketLineRecord[]>;
  /** Customer baskets by user id. */
  userBaskets: Map<number, BasketLineRecord[]>;
  orders: OrderRecord[];
  paymentTokens: Map<string, PaymentTokenRecord>;
  transactions: TransactionRecord[];
  issuedRates: Map<string, IssuedRate>;
  /** Tax rate of the last address a basket owner looked up rates for (coupon previews use it). */
  lastTaxRate: Map<string, number>;
  /** The shipping address a customer saved with POST /user/add-shipping, by user id. */
  savedAddresses: Map<number, Address>;
  coupons: Coupon[];
  orderDiscounts: OrderDiscountRule[];
  /** How the card form delivers its messages to a customer, when a test chose (POST /__sandbox/payment-delivery). */
  paymentDeliveries: Map<number, Delivery>;
  /** The commerce clock: discounts, token expiry and card expiry read it; tests may pin it. */
  now: () => Date;
  /** Basket changes' answers by owner and Idempotency-Key (idempotency.ts). */
  keptAnswers: KeptAnswers;
  nextLineId: number;
  nextOrderId: number;
  nextTransId: number;
}

export function createCommerceState(): CommerceState {
  return {
    sessionBaskets: new Map(),
    userBaskets: new Map(),
    orders: [],
    paymentTokens: new Map(),
    transactions: [],
    issuedRates: new Map(),
    paymentDeliveries: new Map(),
    lastTaxRate: new Map(),
    savedAddresses: new Map(),
    coupons: seedCoupons(),
    orderDiscounts: seedOrderDiscounts(),
    now: () => new Date(),
    keptAnswers: new KeptAnswers(),
    nextLineId: 1,
    nextOrderId: 10_001,
    nextTransId: 60_000_000_001,
  };
}
