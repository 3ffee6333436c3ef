'use client';

import { useEffect } from 'react';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@/shared/config/constants';
import { MAX_QUANTITY_MESSAGE } from './QuantityStepper';
import styles from './LineQuantityStepper.module.css';

const MESSAGE_SECONDS = 5;

interface LineQuantityStepperProps {
  /** The product title, so each line's buttons have their own accessible name. */
  title: string;
  value: number;
  limitReached: boolean;
  onIncrease: () => void;
  onDecrease: () => void;
  onDismissLimit: () => void;
}

/**
 * A basket line's − / count / + (SPEC §4). Minus is disabled at 1; plus stays enabled at 10 so
 * pressing it can explain the limit (SPEC §8) instead of silently doing nothing.
 */
export function LineQuantityStepper({ title, value, limitReached, onIncrease, onDecrease, onDismissLimit }: LineQuantityStepperProps) {
  useEffect(() => {
    if (!limitReached) return;
    const timer = setTimeout(onDismissLimit, MESSAGE_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [limitReached, onDismissLimit]);

  return (
    <div className={styles.root}>
      <div className={styles.stepper} role="group" aria-label={`Quantity of ${title}`}>
        <button
          type="button"
          className={styles.button}
          onClick={onDecrease}
          disabled={value <= MIN_LINE_QUANTITY}
          aria-label={`Decrease quantity of ${title}`}
        >
          −
        </button>
        <output className={styles.value}>
          {value}
        </output>
        <button
          type="button"
          className={styles.button}
          onClick={onIncrease}
          aria-label={`Increase quantity of ${title}`}
        >
          +
        </button>
      </div>
      <div role="status">
        {limitReached && value >= MAX_LINE_QUANTITY && <p className={styles.popup}>{MAX_QUANTITY_MESSAGE}</p>}
      </div>
    </div>
  );
}
