// @vitest-environment node
import type { ShippoRate } from '@/modules/checkout/contract';
import { estimatedDaysText, readRate, readRates } from '@/modules/checkout/rates';

/** A rate as Shippo answers it (its API reference's Rate object), passed through by the dashboard. */
const shippo: ShippoRate = {
  object_id: 'adcfdddf8ec64b84ad22772bce3ea37a',
  provider: 'USPS',
  provider_image_75: 'https://shippo-static.s3.amazonaws.com/providers/75/USPS.png',
  servicelevel: { name: 'Priority Mail Express', token: 'usps_priority_express', terms: '' },
  estimated_days: 1,
  duration_terms: 'Overnight delivery to most U.S. locations.',
  amount: '21.18',
  currency: 'USD',
  amount_local: '21.18',
  currency_local: 'USD',
};

describe("reading Shippo's rates", () => {
  it('takes the service from servicelevel.name, the amount from its string and keeps the rate as sent', () => {
    expect(readRate(shippo)).toEqual({
      id: shippo.object_id,
      carrier: 'USPS',
      service: 'Priority Mail Express',
      logoUrl: shippo.provider_image_75,
      estimatedDays: 1,
      durationTerms: 'Overnight delivery to most U.S. locations.',
      amount: 21.18,
      currency: 'USD',
      local: null,
      source: shippo,
    });
  });

  it('accepts a flat name or display_name', () => {
    const flat: ShippoRate = { ...shippo, servicelevel: undefined };
    expect(readRate({ ...flat, name: 'Ground' }).service).toBe('Ground');
    expect(readRate({ ...flat, display_name: 'USPS Ground Advantage' }).service).toBe('Ground Advantage');
    expect(readRate(flat).service).toBe('USPS');
  });

  it('reads an absent or null estimate as "varies", and no terms as none', () => {
    const bare: ShippoRate = { ...shippo, estimated_days: undefined, duration_terms: undefined };
    expect(readRate(bare)).toMatchObject({ estimatedDays: null, durationTerms: null });
    expect(estimatedDaysText(readRate(bare))).toBe('varies');
    expect(estimatedDaysText(readRate({ ...shippo, estimated_days: null }))).toBe('varies');
    expect(estimatedDaysText(readRate({ ...shippo, estimated_days: 3 }))).toBe('3 business days');
    expect(estimatedDaysText(readRate(shippo))).toBe('1 business day');
  });

  it("keeps Canada's local quote beside the USD amount", () => {
    const canada = readRate({ ...shippo, provider: 'Canada Post', amount: '13.39', amount_local: '18.34', currency_local: 'CAD' });
    expect(canada).toMatchObject({ amount: 13.39, currency: 'USD', local: { amount: 18.34, currency: 'CAD' } });
  });

  it('reads a missing logo as none, and leaves out a rate whose amount is not a number', () => {
    expect(readRate({ ...shippo, provider_image_75: '' }).logoUrl).toBeNull();
    const answer = readRates({ data: [shippo, { ...shippo, object_id: 'x', amount: 'n/a' }], tax: { TaxRate: 0.0635 }, message: null });
    expect(answer).toMatchObject({ taxRate: 0.0635, message: null });
    expect(answer.rates.map((rate) => rate.id)).toEqual([shippo.object_id]);
  });
});
