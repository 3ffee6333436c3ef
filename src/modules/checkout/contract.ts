/** Checkout shapes: address, Shippo rates, orders, coupons (docs/contract.md §3, docs/architecture.md §1). */

export type Country = 'US' | 'CA';

export interface Address {
  country: Country;
  state: string;
  state_code: string;
  first_name: string;
  last_name: string;
  street1: string;
  street2: string;
  city: string;
  zip: string;
  phone: string;
  /** 1 = pickup (docs/contract.md §9 shipping mode 1), 0 = ship. */
  take_by_myself: 0 | 1;
}

/**
 * A Shippo rate object as the dashboard passes it through (Shippo's Rate: servicelevel nested,
 * amounts as decimal strings, estimated_days and duration_terms optional). Older answers carry a
 * flat `name` / `display_name`; the checkout reads either (modules/checkout/rates.ts).
 */
export interface ShippoRate {
  object_id: string;
  provider: string;
  servicelevel?: { name?: string; token?: string; terms?: string };
  name?: string;
  display_name?: string;
  /** Logo on Shippo's own host (75 px), e.g. https://shippo-static.s3.amazonaws.com/providers/75/USPS.png. */
  provider_image_75?: string | null;
  estimated_days?: number | null;
  duration_terms?: string | null;
  /** Decimal string in the sender's currency (USD here), e.g. "18.40": what the order adds. */
  amount: string;
  currency: string;
  /** The same price in the recipient's currency (CAD for Canada). */
  amount_local?: string;
  currency_local?: string;
}

/** POST /shipping/get-rates as the dashboard answers it. */
export interface RatesAnswer {
  data: ShippoRate[];
  tax: { TaxRate: number };
  message: string | null;
}

/** A shipping option as the storefront uses it, read once from a Shippo rate. */
export interface ShippingRate {
  id: string;
  carrier: string;
  service: string;
  logoUrl: string | null;
  /** null: the carrier gives no estimate ("varies"). */
  estimatedDays: number | null;
  durationTerms: string | null;
  /** In `currency` (USD): what the order adds. */
  amount: number;
  currency: string;
  /** The carrier's quote in the recipient's currency, when it differs (Canada). */
  local: { amount: number; currency: string } | null;
  /** The rate as the dashboard sent it: POST /order/create takes it back as `shipping`. */
  source: ShippoRate;
}

/** The rates lookup, read: the options, the destination's tax rate and the dashboard's message. */
export interface RatesLookup {
  rates: ShippingRate[];
  taxRate: number;
  message: string | null;
}

export interface OrderCreateAnswer {
  token: string;
  order_id: number;
}

export interface CouponAnswer {
  total?: number;
  tax?: number;
  totalPrice?: number;
  order_items_discounts?: { id: number; discount: number }[];
  message?: string;
}

export interface Order {
  order_id: number;
  status: 'pending' | 'paid' | 'cancelled' | 'held';
  subtotal: number;
  shipping_amount: number;
  tax: number;
  packaging_price: number;
  total: number;
  coupon: string | null;
  take_by_myself: 0 | 1;
  transId: string | null;
  /** docs/contract.md §10: the job's name when the order was made for one, frozen; absent without the jobs extension. */
  reference?: string | null;
  /** The job the order was made for; null once that job is deleted; absent without the jobs extension. */
  job_id?: number | null;
}

/** Hosted form → communicator message `action=transactResponse&response={json}`. */
export interface TransactResponse {
  transId: string;
  responseCode: '1' | '2' | '3' | '4';
  totalAmount: string;
  orderInvoiceNumber?: string;
}
