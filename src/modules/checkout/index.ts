export { rememberCheckoutJob } from './checkout-job';
export { checkoutAddressSaved, checkoutSlice } from './checkout-slice';
