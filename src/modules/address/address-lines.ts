import type { Address } from '@/modules/checkout/contract';

const COUNTRY_NAMES = { US: 'United States', CA: 'Canada' } as const;

/** An address as it is written on a label, one line each; the phone last when there is one. */
export function addressLines(address: Address): string[] {
  const region = [address.state_code || address.state, address.zip].filter(Boolean).join(' ');
  return [
    `${address.first_name} ${address.last_name}`.trim(),
    address.street1,
    address.street2,
    [address.city, region].filter(Boolean).join(', '),
    COUNTRY_NAMES[address.country] ?? address.country,
    address.phone && `Phone ${address.phone}`,
  ].filter(Boolean);
}
