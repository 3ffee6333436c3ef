export { basketFigures, checkoutFigures, unitPriceAfterDiscount } from './figures';
export type { CheckoutFigures, CouponPercents } from './figures';
export { lineTotal, orderFigures } from './order-figures';
