'use client';

import { useEffect, useId, useState } from 'react';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@/shared/config/constants';
import styles from './QuantityStepper.module.css';

/** SPEC §8, shown when plus is pressed at the maximum. */
export const MAX_QUANTITY_MESSAGE = 'If you want to order more than 10 products, please contact us.';
const MESSAGE_SECONDS = 5;

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  label?: string;
  disabled?: boolean;
}

/** − / + stepper, 1..10 (SPEC §4): minus at 1 does nothing, plus at 10 shows a popup instead. */
export function QuantityStepper({ value, onChange, label = 'Quantity', disabled = false }: QuantityStepperProps) {
  const labelId = useId();
  const [limitShown, setLimitShown] = useState(false);

  useEffect(() => {
    if (!limitShown) return;
    const timer = setTimeout(() => setLimitShown(false), MESSAGE_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [limitShown]);

  const decrease = () => {
    setLimitShown(false);
    if (value > MIN_LINE_QUANTITY) onChange(value - 1);
  };
  const increase = () => {
    if (value >= MAX_LINE_QUANTITY) setLimitShown(true);
    else onChange(value + 1);
  };

  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.stepper} role="group" aria-labelledby={labelId}>
        <button type="button" className={styles.button} onClick={decrease} disabled={disabled} aria-label="Decrease quantity">
          −
        </button>
        <output className={styles.value} aria-live="polite">
          {value}
        </output>
        <button type="button" className={styles.button} onClick={increase} disabled={disabled} aria-label="Increase quantity">
          +
        </button>
      </div>
      <div role="status">{limitShown && <p className={styles.popup}>{MAX_QUANTITY_MESSAGE}</p>}</div>
    </div>
  );
}
