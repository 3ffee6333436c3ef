import { SHOP_NAME } from '@/shared/config/constants';
import { PAYMENT_PAGE_CSS } from './payment-page-style';
import { PAYMENT_PAGE_SCRIPT, type Delivery } from './payment-page-script';

export interface PaymentPageModel {
  token: string;
  orderId: number;
  amount: number;
  communicatorUrl: string;
  chargeUrl: string;
  delivery: Delivery;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** JSON that can sit inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const formatUsd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="origin">
<title>${escapeHtml(title)}</title>
<style>${PAYMENT_PAGE_CSS}</style>
</head>
<body>
${body}
</body>
</html>`;
}

function field(id: string, label: string, attributes: string): string {
  return `<div class="field">
  <label for="${id}">${label}</label>
  <input id="${id}" name="${id}" required aria-describedby="${id}-error" ${attributes}>
  <p class="error" id="${id}-error" role="alert"></p>
</div>`;
}

export function renderPaymentPage(model: PaymentPageModel): string {
  const config = {
    communicatorUrl: model.communicatorUrl,
    chargeUrl: model.chargeUrl,
    delivery: model.delivery,
    heldText: 'Thank you. Your payment is being reviewed; we will confirm it within one business day.',
  };
  return page(
    'Secure card payment',
    `<main>
<header>
  <div><h1>Card payment</h1><p class="merchant">${escapeHtml(SHOP_NAME)} · Order #${model.orderId}</p></div>
  <div class="amount" aria-label="Amount to pay">${formatUsd(model.amount)}</div>
</header>
<div class="success" id="receipt" role="status" hidden>Your payment was approved. Thank you!</div>
<form id="payment-form" novalidate>
  <div class="notice" id="form-error" role="alert"></div>
  <input type="hidden" name="token" value="${escapeHtml(model.token)}">
  ${field('cardNumber', 'Card Number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
  <div class="row">
  ${field('expirationDate', 'Expiration Date (MMYY)', 'inputmode="numeric" autocomplete="cc-exp" maxlength="5" placeholder="MMYY"')}
  ${field('cardCode', 'Card Code (CVV)', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
  </div>
  ${field('zip', 'Zip', 'autocomplete="postal-code" maxlength="10"')}
  <div class="actions">
    <button type="button" id="cancel">Cancel</button>
    <button type="submit" id="pay">Pay</button>
  </div>
</form>
<p class="secure">Payments are processed securely. The shop never sees your card number.</p>
</main>
<script type="application/json" id="payment-config">${scriptJson(config)}</script>
<script>${PAYMENT_PAGE_SCRIPT}</script>`,
  );
}

export function renderPaymentError(message: string): string {
  return page(
    'Payment unavailable',
    `<main><h1>Payment unavailable</h1><p class="notice" role="alert">${escapeHtml(message)}</p></main>`,
  );
}
