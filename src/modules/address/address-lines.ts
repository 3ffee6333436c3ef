import type { Address, Country } from '@/modules/checkout/contract';
import { DEFAULT_LOCALE, LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';
import { en } from './messages/en';
import { fr } from './messages/fr';

const PHONE_LINE: Record<Locale, string> = { en: en.client.phoneLine, fr: fr.client.phoneLine };

/** The country's name in a language: "United States", "États-Unis". */
export function countryName(country: Country, locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.DisplayNames([LANGUAGE_TAG[locale]], { type: 'region' }).of(country) ?? country;
}

/** An address as it is written on a label, one line each; the phone last when there is one. In English unless a language is given. */
export function addressLines(address: Address, locale: Locale = DEFAULT_LOCALE): string[] {
  const region = [address.state_code || address.state, address.zip].filter(Boolean).join(' ');
  return [
    `${address.first_name} ${address.last_name}`.trim(),
    address.street1,
    address.street2,
    [address.city, region].filter(Boolean).join(', '),
    countryName(address.country, locale),
    address.phone && PHONE_LINE[locale].replace('{phone}', address.phone),
  ].filter(Boolean);
}
