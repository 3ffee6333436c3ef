'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { contentLang } from '@/shared/i18n/content-language';
import { LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';
import type { ShippingRate } from '@/modules/checkout/contract';
import { estimatedDaysText } from '../rates';
import styles from './CheckoutModals.module.css';

interface Props {
  rates: ShippingRate[];
  chosen: number | null;
  onChoose: (index: number) => void;
}

const money = (amount: number, currency: string, locale: Locale) => new Intl.NumberFormat(LANGUAGE_TAG[locale], { style: 'currency', currency }).format(amount);

/**
 * The carrier's 75 px logo from Shippo's host, as a plain <img>: next/image would proxy and
 * re-encode a third party's tiny PNG through our server for no saving (docs/decisions.md "Carrier logos"). A logo
 * that does not load gives way to the carrier's name.
 */
function CarrierLogo({ rate }: { rate: ShippingRate }) {
  const [failed, setFailed] = useState(false);
  if (!rate.logoUrl || failed) {
    return <span className={styles.carrierName}>{rate.carrier}</span>;
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a 75 px logo on Shippo's host, not worth the optimizer's proxy
    <img className={styles.carrierLogo} src={rate.logoUrl} alt={rate.carrier} width={40} height={40} loading="lazy" onError={() => setFailed(true)} />
  );
}

/** docs/contract.md §4: one carrier by index; pressing the chosen one again clears the choice. */
export function CarrierChoice({ rates, chosen, onChoose }: Props) {
  const t = useTranslations('checkout.client.carrier');
  const locale = useLocale();
  const words = { varies: t('varies'), businessDays: (count: number) => t('businessDays', { count }) };
  // Shippo words a carrier's terms in English only (its rates carry no language), so a French page marks them.
  const termsLang = contentLang(null, locale);
  return (
    <div role="radiogroup" aria-labelledby="carrier-title" className={styles.rates}>
      <h3 id="carrier-title">{t('title')}</h3>
      {rates.map((rate, index) => (
        <button
          key={rate.id}
          type="button"
          role="radio"
          aria-checked={chosen === index}
          className={styles.rate}
          onClick={() => onChoose(index)}
        >
          <CarrierLogo rate={rate} />
          <span>
            {rate.service}
            <span className={styles.rateDays}>{t('estimated', { days: estimatedDaysText(rate, words) })}</span>
            {rate.durationTerms && (
              <span className={styles.rateDays} lang={termsLang}>
                {rate.durationTerms}
              </span>
            )}
          </span>
          <span className={styles.rateAmount}>
            <strong>{money(rate.amount, rate.currency, locale)}</strong>
            {rate.local && <span className={styles.rateDays}>{money(rate.local.amount, rate.local.currency, locale)}</span>}
          </span>
        </button>
      ))}
    </div>
  );
}
