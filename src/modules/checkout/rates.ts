import type { RatesAnswer, RatesLookup, ShippingRate, ShippoRate } from '@/modules/checkout/contract';

const text = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Shippo nests the service under `servicelevel`; older dashboard answers flattened it. */
function serviceOf(raw: ShippoRate): string {
  const flatName = text(raw.display_name)?.replace(new RegExp(`^${escapeForRegExp(raw.provider)}\\s+`), '');
  return text(raw.servicelevel?.name) ?? text(raw.name) ?? flatName ?? raw.provider;
}

const escapeForRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const daysOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

function localOf(raw: ShippoRate): ShippingRate['local'] {
  const currency = text(raw.currency_local);
  const amount = Number(raw.amount_local);
  if (!currency || currency === raw.currency || !Number.isFinite(amount)) return null;
  return { amount, currency };
}

/** One Shippo rate into the storefront's own shape; read here once, at the API boundary. */
export function readRate(raw: ShippoRate): ShippingRate {
  return {
    id: raw.object_id,
    carrier: raw.provider,
    service: serviceOf(raw),
    logoUrl: text(raw.provider_image_75),
    estimatedDays: daysOf(raw.estimated_days),
    durationTerms: text(raw.duration_terms),
    amount: Number(raw.amount),
    currency: text(raw.currency) ?? 'USD',
    local: localOf(raw),
    source: raw,
  };
}

/** A rate whose amount is not a number cannot be charged: it is left out rather than shown as $NaN. */
export function readRates(answer: RatesAnswer): RatesLookup {
  return {
    rates: (answer.data ?? []).map(readRate).filter((rate) => Number.isFinite(rate.amount)),
    taxRate: Number(answer.tax?.TaxRate) || 0,
    message: answer.message ?? null,
  };
}

/** The carrier's estimate in words; `words` gives them in the page's language (the checkout's `carrier` messages), English otherwise. */
export const estimatedDaysText = (
  rate: ShippingRate,
  words: { varies: string; businessDays: (count: number) => string } = {
    varies: 'varies',
    businessDays: (count) => `${count} business ${count === 1 ? 'day' : 'days'}`,
  },
) => (rate.estimatedDays === null ? words.varies : words.businessDays(rate.estimatedDays));
