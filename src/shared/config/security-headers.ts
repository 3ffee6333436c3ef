/**
 * Security headers and the Content-Security-Policy. Built from env at build/start time.
 * - script-src keeps 'unsafe-inline' because catalogue pages are statically rendered: a nonce
 *   would force every page to render per request (docs/architecture.md §1: catalogue pages are cacheable).
 * - frame-src / form-action allow the hosted card form (the token is posted into its iframe).
 * - The communicator page is framed by the hosted form, so its frame-ancestors include it.
 * - img-src allows the hosts of Shippo's carrier logos, which stay on Shippo's hosts (plain <img>).
 */

/** Hosts of Shippo's carrier logos (`provider_image_75`): live answers use the S3 host, Shippo's current docs cdn2. */
export const SHIPPO_LOGO_ORIGINS = ['https://shippo-static.s3.amazonaws.com', 'https://cdn2.goshippo.com'];

/**
 * Shippo's logo hosts plus the origins in `extra` (comma-separated, CARRIER_LOGO_ORIGINS): the
 * sandbox build adds the sandbox's origin, where its stand-in logos live. Anything not a URL is dropped.
 */
export function carrierLogoOrigins(extra: string | undefined): string[] {
  const added = (extra ?? '').split(',').map((entry) => originOf(entry.trim())).filter((origin): origin is string => origin !== null && origin !== 'null');
  return [...new Set([...SHIPPO_LOGO_ORIGINS, ...added])];
}

export const PAYMENT_FORM_ORIGINS = ['https://test.authorize.net', 'https://accept.authorize.net'];

export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function paymentOrigins(paymentFormUrl: string | undefined): string[] {
  const local = originOf(paymentFormUrl);
  return [...new Set([...PAYMENT_FORM_ORIGINS, ...(local ? [local] : [])])];
}

export function contentSecurityPolicy(paymentFormUrl: string | undefined, dev: boolean, logoOrigins = SHIPPO_LOGO_ORIGINS): string {
  const payment = paymentOrigins(paymentFormUrl).join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${logoOrigins.join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    // The service worker (/sw.js) is the only worker; the manifest is the site's own.
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src 'self' ${payment}`,
    `form-action 'self' ${payment}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ];
  return directives.join('; ');
}

export function securityHeaders(csp: string) {
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  ];
}

/**
 * /uploads/* holds files customers sent (avatars, review photos) under whatever type the dashboard
 * keeps: a document served there runs sandboxed, with no script, plugin, form or fetch, whatever it is.
 */
export const UPLOAD_CSP = "sandbox; default-src 'none'";

export const uploadSecurityHeaders = () => securityHeaders(UPLOAD_CSP);

/** The communicator is framed by the hosted card form, so it may be framed by the payment origins. */
export function communicatorHeaders(paymentFormUrl: string | undefined) {
  const ancestors = ["'self'", ...paymentOrigins(paymentFormUrl)].join(' ');
  return [
    { key: 'Content-Security-Policy', value: `default-src 'none'; script-src 'unsafe-inline'; frame-ancestors ${ancestors}` },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
  ];
}
