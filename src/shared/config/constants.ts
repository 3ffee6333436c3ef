/** Business constants of docs/contract.md §9, named once. */

export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 10;
export const QUANTITY_DEBOUNCE_MS = 100;
/** docs/contract.md §8: plus pressed at the maximum; the sandbox answers the same text above it. */
export const MAX_QUANTITY_MESSAGE = 'If you want to order more than 10 products, please contact us.';

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 3;
export const DESCRIPTION_MIN_LENGTH = 10;

export const COUNTRIES = ['US', 'CA'] as const;
export const DEFAULT_PHONE_COUNTRY = 'US';

export const MAX_PRODUCT_COLORS = 6;
export const CUSTOM_COLORS_LABEL = 'Custom 6 colors';
export const REVIEW_IMAGE_PREVIEW = 3;

/** Price types never discounted; alone or together they switch the basket to percent mode. */
export const NON_DISCOUNTED_PRICE_TYPES = [30, 52] as const;

export const SHIPPING_MODE_SHIP = 0;
export const SHIPPING_MODE_PICKUP = 1;

export const PROMOTION_SNOOZE_MS = 10 * 60 * 1000;
export const COUPON_LOADING_MS = 1500;
export const TOAST_SECONDS = 2;

export const MODAL_WIDTH = { default: 520, confirm: 416, review: 660, payment: 1140 } as const;

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;

export const IMAGE_QUALITY = 75;

export const PAYMENT_TOKEN_TTL_MS = 15 * 60 * 1000;

/** Where orders taken by the customer are collected; the desk's name is a message in each language (address `pickupDesk`, docs/i18n.md). */
export const PICKUP_ADDRESS = {
  street: '1250 Barnum Avenue',
  city: 'Bridgeport',
  state: 'CT',
  zip: '06610',
} as const;

export const CONTACT = {
  phone: '+1 (203) 555-0142',
  email: 'orders@ledfloorfinishes.example',
} as const;

export const SHOP_NAME = 'LED Floor Finishes';
/** The shop's brown: the browser's toolbar, the installed app's title bar and the install icons' ground. */
export const THEME_COLOR = '#7a4a1e';
