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

/** A Shippo rate object as the dashboard passes it through. */
export interface ShippingRate {
  object_id: string;
  provider: string;
  name: string;
  display_name: string;
  provider_image_75: string;
  estimated_days: number | null;
  /** Decimal string in the shop's currency (USD), e.g. "18.40": what the order adds. */
  amount: string;
  currency: string;
  /** The carrier's own quote where it is in another currency (Shippo's local amount), e.g. CAD. */
  amount_local?: string;
  currency_local?: string;
}

export interface RatesAnswer {
  data: ShippingRate[];
  tax: { TaxRate: number };
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
}

/** Hosted form → communicator message `action=transactResponse&response={json}`. */
export interface TransactResponse {
  transId: string;
  responseCode: '1' | '2' | '3' | '4';
  totalAmount: string;
  orderInvoiceNumber?: string;
}
