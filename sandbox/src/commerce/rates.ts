import { randomBytes } from 'node:crypto';
import type { Address, ShippingRate } from '@/shared/contract/checkout';

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

interface Service {
  provider: string;
  image: string;
  name: string;
  base: number;
  per_lb: number;
  per_zone: number;
  /** Part of the declared value added as an insurance charge. */
  value_share: number;
  days: (zone: number) => number | null;
  max_lb?: number;
}

const carrierImage = (file: string) => `/uploads/img/carriers/${file}.png`;

const US_SERVICES: Service[] = [
  { provider: 'USPS', image: 'usps', name: 'Priority Mail', base: 9.1, per_lb: 0.95, per_zone: 1.2, value_share: 0, days: (z) => (z > 5 ? 3 : 2), max_lb: USPS_MAX_LB },
  { provider: 'USPS', image: 'usps', name: 'Ground Advantage', base: 7.4, per_lb: 0.7, per_zone: 0.9, value_share: 0, days: (z) => 2 + Math.ceil(z / 2), max_lb: USPS_MAX_LB },
  { provider: 'UPS', image: 'ups', name: 'Ground', base: 10.6, per_lb: 0.62, per_zone: 1.05, value_share: 0.004, days: (z) => Math.min(5, 1 + z) },
  { provider: 'UPS', image: 'ups', name: '2nd Day Air', base: 21.5, per_lb: 1.6, per_zone: 2.4, value_share: 0.004, days: () => 2 },
  { provider: 'FedEx', image: 'fedex', name: 'Ground Economy', base: 8.9, per_lb: 0.58, per_zone: 0.8, value_share: 0.004, days: () => null },
  { provider: 'FedEx', image: 'fedex', name: 'Standard Overnight', base: 38.7, per_lb: 2.9, per_zone: 3.6, value_share: 0.004, days: () => 1 },
];

const CA_SERVICES: Service[] = [
  { provider: 'Canada Post', image: 'canada-post', name: 'Regular Parcel', base: 16.2, per_lb: 0.85, per_zone: 1.9, value_share: 0, days: () => null },
  { provider: 'Canada Post', image: 'canada-post', name: 'Expedited Parcel', base: 19.8, per_lb: 1.05, per_zone: 2.2, value_share: 0, days: (z) => 2 + z },
  { provider: 'Canada Post', image: 'canada-post', name: 'Xpresspost', base: 29.5, per_lb: 1.7, per_zone: 3.1, value_share: 0, days: (z) => 1 + Math.ceil(z / 2) },
  { provider: 'UPS', image: 'ups', name: 'Standard', base: 24.9, per_lb: 1.2, per_zone: 2.6, value_share: 0.005, days: (z) => 3 + z },
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

/** Shippo-shaped rates for a parcel to an address, cheapest first; [] where no carrier serves. */
export function quoteRates(address: Address, parcel: Parcel): ShippingRate[] {
  if (address.country === 'US' && address.zip.startsWith(NO_RATES_ZIP)) return [];
  const services = address.country === 'US' ? US_SERVICES : CA_SERVICES;
  const zone = address.country === 'US' ? usZone(address.zip) : caZone(address.zip);
  return services
    .filter((service) => !service.max_lb || parcel.weight_lb <= service.max_lb)
    .map((service) => ({
      object_id: randomBytes(16).toString('hex'),
      provider: service.provider,
      name: service.name,
      display_name: `${service.provider} ${service.name}`,
      provider_image_75: carrierImage(service.image),
      estimated_days: service.days(zone),
      ...amounts(price(service, parcel, zone), address.country === 'CA'),
    }))
    .sort((a, b) => Number(a.amount) - Number(b.amount));
}

function amounts(quoted: number, inCad: boolean): Pick<ShippingRate, 'amount' | 'currency' | 'amount_local' | 'currency_local'> {
  if (!inCad) return { amount: quoted.toFixed(2), currency: 'USD' };
  const usd = Math.round(quoted * CAD_TO_USD * 100) / 100;
  return { amount: usd.toFixed(2), currency: 'USD', amount_local: quoted.toFixed(2), currency_local: 'CAD' };
}

export function amountInUsd(rate: ShippingRate): number {
  return Number(rate.amount);
}
