/** Environment, read in one place. Server-only values are functions so they are read at call time. */

export function dashboardApiUrl(): string {
  return process.env.DASHBOARD_API_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4010}`;
}

export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

export const paymentFormUrl = process.env.NEXT_PUBLIC_PAYMENT_FORM_URL ?? 'http://127.0.0.1:4010/payment/payment';
