'use client';

import Image from 'next/image';
import type { ShippingRate } from '@/shared/contract/checkout';
import { estimatedDaysText } from '../summary';
import styles from './CheckoutModals.module.css';

interface Props {
  rates: ShippingRate[];
  chosen: number | null;
  onChoose: (index: number) => void;
}

const amountText = (rate: ShippingRate) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: rate.currency }).format(Number(rate.amount));

/** docs/contract.md §4: one carrier by index; pressing the chosen one again clears the choice. */
export function CarrierChoice({ rates, chosen, onChoose }: Props) {
  return (
    <div role="radiogroup" aria-labelledby="carrier-title" className={styles.rates}>
      <h3 id="carrier-title">Shipping options</h3>
      {rates.map((rate, index) => (
        <button
          key={rate.object_id}
          type="button"
          role="radio"
          aria-checked={chosen === index}
          className={styles.rate}
          onClick={() => onChoose(index)}
        >
          <Image src={rate.provider_image_75} alt="" width={40} height={40} />
          <span>
            {rate.display_name || `${rate.provider} ${rate.name}`}
            <span className={styles.rateDays}>Estimated: {estimatedDaysText(rate)}</span>
          </span>
          <strong>{amountText(rate)}</strong>
        </button>
      ))}
    </div>
  );
}
