import { renderHook } from '../render';
import { useAddressSchema } from '@/modules/address';
import { emptyAddress, type AddressValues } from '@/modules/checkout/schema';
import type { Locale } from '@/shared/i18n/locales';

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

async function errorsOf(locale: Locale, values: Partial<AddressValues>): Promise<Record<string, string>> {
  const { result } = renderHook(() => useAddressSchema(), { locale });
  try {
    await result.current.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.reverse().map((item) => [item.path, item.message]));
  }
}

describe('the address rules in the page’s language', () => {
  it('gives the spec’s texts in French, each with its one French version', async () => {
    expect(await errorsOf('fr', { country: 'CA', state: 'Ontario', zip: 'K1A0B1' })).toEqual({
      zip: 'Veuillez entrer un code postal canadien valide (p. ex. K1A 0B1).',
    });
    expect(await errorsOf('fr', { phone: '203-555-CALL' })).toEqual({ phone: 'Le numéro de téléphone ne peut contenir que des chiffres et des symboles' });
    expect(await errorsOf('fr', { first_name: ' ', city: '', state: '' })).toEqual({
      first_name: 'Prénom\u00a0: ce champ est obligatoire',
      city: 'Ville\u00a0: ce champ est obligatoire',
      state: 'Province ou État\u00a0: ce champ est obligatoire',
    });
    expect(await errorsOf('fr', { country: 'CA', state: 'Connecticut', zip: 'K1A 0B1' })).toEqual({
      state: 'Veuillez choisir une province ou un territoire dans la liste.',
    });
  });

  it('keeps the English texts as they were', async () => {
    expect(await errorsOf('en', { country: 'CA', state: 'Ontario', zip: 'K1A0B1' })).toEqual({ zip: 'Please enter a valid Canadian postal code (e.g., K1A 0B1).' });
    expect(await errorsOf('en', { phone: '203-555-CALL' })).toEqual({ phone: 'Phone number can contain only numbers and symbols' });
    expect(await errorsOf('en', { first_name: '', state: '' })).toEqual({ first_name: 'First name is required', state: 'State is required' });
    expect(await errorsOf('en', { state: 'connecticut' })).toEqual({ state: 'Please choose a state from the list.' });
  });
});
