/**
 * The build's check that the hosted card form matches the dashboard: a real dashboard issues
 * Authorize.Net tokens, which only Authorize.Net's form opens. Built against such a dashboard
 * with NEXT_PUBLIC_PAYMENT_FORM_URL still at the sandbox's form, no customer could pay.
 */
const AUTHORIZE_NET_FORMS = ['https://test.authorize.net', 'https://accept.authorize.net'];
const SANDBOX_FORM_DEFAULT = 'http://127.0.0.1:4010/payment/payment';

function hostOf(url) {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

const isLoopback = (url) => /^(localhost|127(\.\d+){3}|\[::1\])$/i.test(url.hostname);

/**
 * null when the settings fit together; otherwise `{ fatal, lines }`. Fatal when the form is on
 * the builder's own machine (unset or loopback) while the dashboard is not: the built shop can
 * never take a payment. A warning when the form is another host that is not Authorize.Net's and
 * not the dashboard's own (a sandbox deployed beside a sandbox dashboard is fine).
 */
export function checkPaymentForm(env) {
  const dashboard = hostOf(env.DASHBOARD_API_URL ?? '');
  if (!dashboard || isLoopback(dashboard)) return null;
  const formUrl = env.NEXT_PUBLIC_PAYMENT_FORM_URL || SANDBOX_FORM_DEFAULT;
  const form = hostOf(formUrl);
  if (form && AUTHORIZE_NET_FORMS.includes(form.origin)) return null;
  if (form && !isLoopback(form) && form.origin === dashboard.origin) return null;
  const fatal = !form || isLoopback(form);
  return {
    fatal,
    lines: [
      `NEXT_PUBLIC_PAYMENT_FORM_URL is ${env.NEXT_PUBLIC_PAYMENT_FORM_URL ? formUrl : `not set (the sandbox's form, ${formUrl})`},`,
      `but DASHBOARD_API_URL is ${env.DASHBOARD_API_URL}, a real dashboard.`,
      "Its tokens open only Authorize.Net's hosted form: set NEXT_PUBLIC_PAYMENT_FORM_URL to",
      '  https://accept.authorize.net/payment/payment (production) or',
      '  https://test.authorize.net/payment/payment (Authorize.Net sandbox account).',
      fatal ? 'The build stops: a shop built like this could not take any payment.' : 'Building anyway: check that this form is meant.',
    ],
  };
}

/** Prints the check's finding as a block nobody scrolls past; true when the build must stop. */
export function reportPaymentForm(env, log = console.error) {
  const finding = checkPaymentForm(env);
  if (!finding) return false;
  const rule = '!'.repeat(78);
  log([rule, `${finding.fatal ? 'ERROR' : 'WARNING'}: the card form does not match the dashboard`, ...finding.lines, rule].join('\n'));
  return finding.fatal;
}
