import { randomBytes } from 'node:crypto';
import type { Address, ShippoRate } from '@/modules/checkout/contract';

/** Parcel of a basket: what carriers price on. */
export interface Parcel {
  weight_lb: number;
  /** Declared value in USD (UPS/FedEx add a declared-value charge). */
  value: number;
}

/** A documented address with no carrier service: Ketchikan, AK (docs/contract.md §8 "no rates" path). */
export const NO_RATES_ZIP = '99950';
export const NO_RATES_MESSAGE = 'Sorry, no shipping options available for this address.';
/** Canadian carriers quote in CAD; like Shippo, rates carry USD `amount` and the CAD `amount_local`. */
export const CAD_TO_USD = 0.73;
/** USPS does not take parcels above 70 lb. */
const USPS_MAX_LB = 70;

/**
 * Where the sandbox serves carrier logos, as Shippo serves them from its own host
 * (https://shippo-static.s3.amazonaws.com/providers/75/USPS.png): a path on the sandbox's origin,
 * never on the shop's.
 */
export const SHIPPO_LOGO_PATH = '/shippo-static/providers/75';

interface Service {
  provider: string;
  /** File name of the provider's 75 px logo. */
  logo: string;
  name: string;
  token: string;
  base: number;
  per_lb: number;
  per_zone: number;
  /** Part of the declared value added as an insurance charge. */
  value_share: number;
  /** Transit days; null: the carrier gives none, and Shippo leaves `estimated_days` out. */
  days: (zone: number) => number | null;
  terms?: string;
  max_lb?: number;
}

const US_SERVICES: Service[] = [
  { provider: 'USPS', logo: 'USPS', name: 'Priority Mail', token: 'usps_priority', base: 9.1, per_lb: 0.95, per_zone: 1.2, value_share: 0, days: (z) => (z > 5 ? 3 : 2), terms: 'Delivery in 1 to 3 business days; not guaranteed.', max_lb: USPS_MAX_LB },
  { provider: 'USPS', logo: 'USPS', name: 'Ground Advantage', token: 'usps_ground_advantage', base: 7.4, per_lb: 0.7, per_zone: 0.9, value_share: 0, days: (z) => 2 + Math.ceil(z / 2), terms: 'Delivery in 2 to 5 business days; not guaranteed.', max_lb: USPS_MAX_LB },
  { provider: 'UPS', logo: 'UPS', name: 'Ground', token: 'ups_ground', base: 10.6, per_lb: 0.62, per_zone: 1.05, value_share: 0.004, days: (z) => Math.min(5, 1 + z) },
  { provider: 'UPS', logo: 'UPS', name: '2nd Day Air', token: 'ups_second_day_air', base: 21.5, per_lb: 1.6, per_zone: 2.4, value_share: 0.004, days: () => 2, terms: 'Delivery by the end of the second business day.' },
  { provider: 'FedEx', logo: 'FedEx', name: 'Ground Economy', token: 'fedex_ground_economy', base: 8.9, per_lb: 0.58, per_zone: 0.8, value_share: 0.004, days: () => null },
  // Points at a logo the sandbox does not have (404), so the storefront's fallback to the name shows.
  { provider: 'FedEx', logo: 'FedEx_Express', name: 'Standard Overnight', token: 'fedex_standard_overnight', base: 38.7, per_lb: 2.9, per_zone: 3.6, value_share: 0.004, days: () => 1, terms: 'Next business day by 3 pm to most addresses.' },
];

const CA_SERVICES: Service[] = [
  { provider: 'Canada Post', logo: 'CanadaPost', name: 'Regular Parcel', token: 'canada_post_regular_parcel', base: 16.2, per_lb: 0.85, per_zone: 1.9, value_share: 0, days: () => null },
  { provider: 'Canada Post', logo: 'CanadaPost', name: 'Expedited Parcel', token: 'canada_post_expedited_parcel', base: 19.8, per_lb: 1.05, per_zone: 2.2, value_share: 0, days: (z) => 2 + z },
  { provider: 'Canada Post', logo: 'CanadaPost', name: 'Xpresspost', token: 'canada_post_xpresspost', base: 29.5, per_lb: 1.7, per_zone: 3.1, value_share: 0, days: (z) => 1 + Math.ceil(z / 2) },
  { provider: 'UPS', logo: 'UPS', name: 'Standard', token: 'ups_standard', base: 24.9, per_lb: 1.2, per_zone: 2.6, value_share: 0.005, days: (z) => 3 + z },
];

/** Distance zone from the Bridgeport, CT warehouse: 1 (New England) .. 8 (West Coast, Alaska). */
function usZone(zip: string): number {
  const zoneByFirstDigit = [1, 2, 3, 3, 4, 5, 6, 6, 7, 8];
  return zoneByFirstDigit[Number(zip[0])] ?? 8;
}

/** Zone by the postal code's first letter: Ontario/Quebec nearest, the North farthest. */
function caZone(postalCode: string): number {
  const letter = postalCode[0].toUpperCase();
  if ('GHJKLMNP'.includes(letter)) return 1;
  if ('ABCE'.includes(letter)) return 2;
  if ('RS'.includes(letter)) return 3;
  if ('TV'.includes(letter)) return 4;
  return 5;
}

function price(service: Service, parcel: Parcel, zone: number): number {
  const amount = service.base + service.per_lb * parcel.weight_lb + service.per_zone * zone + service.value_share * parcel.value;
  return Math.round(amount * 100) / 100;
}

/**
 * Rates in Shippo's shape for a parcel to an address, cheapest first; [] where no carrier serves.
 * `logoOrigin` is the origin the sandbox answers on (the logos' host).
 */
export function quoteRates(address: Address, parcel: Parcel, logoOrigin: string): ShippoRate[] {
  if (address.country === 'US' && address.zip.startsWith(NO_RATES_ZIP)) return [];
  const services = address.country === 'US' ? US_SERVICES : CA_SERVICES;
  const zone = address.country === 'US' ? usZone(address.zip) : caZone(address.zip);
  return services
    .filter((service) => !service.max_lb || parcel.weight_lb <= service.max_lb)
    .map((service) => {
      const days = service.days(zone);
      return {
        object_id: randomBytes(16).toString('hex'),
        provider: service.provider,
        provider_image_75: `${logoOrigin}${SHIPPO_LOGO_PATH}/${service.logo}.png`,
        servicelevel: { name: service.name, token: service.token, terms: '' },
        ...(days === null ? {} : { estimated_days: days }),
        ...(service.terms ? { duration_terms: service.terms } : {}),
        ...amounts(price(service, parcel, zone), address.country === 'CA'),
      };
    })
    .sort((a, b) => Number(a.amount) - Number(b.amount));
}

/** Shippo's `amount` is in the sender's currency (USD), `amount_local` in the recipient's. */
function amounts(quoted: number, inCad: boolean): Pick<ShippoRate, 'amount' | 'currency' | 'amount_local' | 'currency_local'> {
  if (!inCad) return { amount: quoted.toFixed(2), currency: 'USD', amount_local: quoted.toFixed(2), currency_local: 'USD' };
  const usd = Math.round(quoted * CAD_TO_USD * 100) / 100;
  return { amount: usd.toFixed(2), currency: 'USD', amount_local: quoted.toFixed(2), currency_local: 'CAD' };
}

export function amountInUsd(rate: ShippoRate): number {
  return Number(rate.amount);
}
