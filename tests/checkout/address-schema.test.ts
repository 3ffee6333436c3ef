// @vitest-environment node
import { addressSchema, CA_POSTAL_CODE_MESSAGE, emptyAddress, PHONE_SYMBOLS_MESSAGE, regionListMessage, type AddressValues } from '@/modules/checkout/schema';
import { REGIONS, regionNamed, regionsMatching, stateCodeOf } from '@/modules/address/regions';

const valid: AddressValues = {
  ...emptyAddress,
  state: 'Connecticut',
  state_code: 'CT',
  first_name: 'Pat',
  last_name: 'Payer',
  street1: '1 Main Street',
  city: 'Bridgeport',
  zip: '06604',
  phone: '+12035550142',
};

async function errorsOf(values: Partial<AddressValues>): Promise<Record<string, string>> {
  try {
    await addressSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    // The first message of each field is the one the form shows.
    return Object.fromEntries(inner.reverse().map((item) => [item.path, item.message]));
  }
}

describe('the address rules (docs/contract.md §5)', () => {
  it('accepts a complete US address with an optional second street line', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('requires every field but street2, with the default message', async () => {
    const errors = await errorsOf({ state: '', first_name: '', last_name: '', street1: '', city: '', zip: '', phone: '' });
    expect(errors).toEqual({
      state: 'State is required',
      first_name: 'First name is required',
      last_name: 'Last name is required',
      street1: 'Street address is required',
      city: 'City is required',
      zip: 'Zip is required',
      phone: 'Phone is required',
    });
  });

  it('checks a Canadian postal code as letter-digit-letter space digit-letter-digit', async () => {
    expect(await errorsOf({ country: 'CA', state: 'Ontario', zip: 'K1A0B1' })).toEqual({ zip: CA_POSTAL_CODE_MESSAGE });
    expect(await errorsOf({ country: 'CA', state: 'Ontario', zip: 'K1A 0B1' })).toEqual({});
    expect(await errorsOf({ zip: 'K1A0B1' })).toEqual({});
  });

  it('allows only digits, spaces and - + ( ) / in the phone', async () => {
    expect(await errorsOf({ phone: '(203) 555-0142 / 12' })).toEqual({});
    expect(await errorsOf({ phone: '203-555-CALL' })).toEqual({ phone: PHONE_SYMBOLS_MESSAGE });
  });

  it('needs no address for pickup', async () => {
    expect(await errorsOf({ ...emptyAddress, take_by_myself: 1 })).toEqual({});
  });

  it('maps a state name to its code within its country', () => {
    expect(stateCodeOf('US', 'Connecticut')).toBe('CT');
    expect(stateCodeOf('CA', 'Ontario')).toBe('ON');
    expect(stateCodeOf('CA', 'Connecticut')).toBe('');
    expect(REGIONS.CA.map((region) => region.code)).toContain('QC');
  });

  it("takes only a region of the address's own country, as the list names it", async () => {
    expect(await errorsOf({ state: 'Atlantis' })).toEqual({ state: 'Please choose a state from the list.' });
    expect(await errorsOf({ state: 'connecticut' })).toEqual({ state: regionListMessage('US') });
    expect(await errorsOf({ country: 'CA', state: 'Connecticut', zip: 'K1A 0B1' })).toEqual({ state: 'Please choose a province from the list.' });
  });

  it('finds the region a typed name or code means, in any case, and the regions a beginning may mean', () => {
    expect(regionNamed('US', '  new YORK ')?.code).toBe('NY');
    expect(regionNamed('CA', 'qc')?.name).toBe('Quebec');
    expect(regionNamed('CA', 'NY')).toBeUndefined();
    expect(regionsMatching('US', 'car').map((region) => region.name)).toEqual(['North Carolina', 'South Carolina']);
    expect(regionsMatching('US', 'ca').map((region) => region.name)).toEqual(['California', 'North Carolina', 'South Carolina']);
    expect(regionsMatching('US', 'Texas')).toHaveLength(REGIONS.US.length);
    expect(regionsMatching('CA', '')).toHaveLength(13);
    expect(regionsMatching('CA', 'zz')).toEqual([]);
  });
});
