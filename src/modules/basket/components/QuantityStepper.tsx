'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@/shared/config/constants';
import styles from './QuantityStepper.module.css';

const MESSAGE_SECONDS = 5;

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** The product's title, so that each basket line's controls have their own accessible name. */
  title?: string;
  /** A visible label above the stepper; without one the group is named for assistive technology only. */
  label?: string;
  /** Names the count input, for a form that posts it. */
  name?: string;
  /** Where − and + post without scripts: each is a small form sending these fields and its count. */
  postTo?: { action: string; fields: [string, string][] };
}

/** A button as its own plain form when the stepper has somewhere to post; scripts cancel the post. */
function StepForm({ postTo, count, children }: { postTo?: QuantityStepperProps['postTo']; count: number; children: ReactNode }) {
  if (!postTo) return children;
  return (
    <form method="post" action={postTo.action} style={{ display: 'contents' }}>
      {postTo.fields.map(([field, value], index) => (
        <input key={`${field}-${index}`} type="hidden" name={field} value={value} />
      ))}
      <input type="hidden" name="count" value={count} />
      {children}
    </form>
  );
}

/**
 * − / count / + within 1..10 (docs/contract.md §4). Minus is disabled at 1; plus stays enabled at 10 so
 * pressing it can explain the limit (docs/contract.md §8) instead of silently doing nothing.
 */
export function QuantityStepper({ value, onChange, title, label, name, postTo }: QuantityStepperProps) {
  const labelId = useId();
  const [limitShown, setLimitShown] = useState(false);
  const t = useTranslations('basket.client');
  const quantityName = title ? t('stepper.quantityOf', { title }) : t('stepper.quantity');

  useEffect(() => {
    if (!limitShown) return;
    const timer = setTimeout(() => setLimitShown(false), MESSAGE_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [limitShown]);

  const [typed, setTyped] = useState<string | null>(null);

  // WAI-ARIA spinbutton: a typed number within 1..10 is taken at once (the sender debounces it);
  // above 10 it stops at 10 and explains the limit, so "12" never leaves the "1" typed on the way.
  const type = (text: string) => {
    const digits = text.replace(/\D/g, '');
    const next = Number(digits);
    if (digits === '' || next < MIN_LINE_QUANTITY) {
      setTyped(digits);
      return;
    }
    const allowed = Math.min(next, MAX_LINE_QUANTITY);
    setLimitShown(next > MAX_LINE_QUANTITY);
    setTyped(String(allowed));
    if (allowed !== value) onChange(allowed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowUp: increase, ArrowDown: decrease, Home: () => onChange(MIN_LINE_QUANTITY), End: () => onChange(MAX_LINE_QUANTITY) }[event.key];
    if (!step) return;
    event.preventDefault();
    setTyped(null);
    step();
  };

  const withoutPost = (step: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    step();
  };
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
      {label && (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      )}
      <div
        className={styles.stepper}
        role="group"
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : quantityName}
      >
        <StepForm postTo={postTo} count={value - 1}>
          <button
            type={postTo ? 'submit' : 'button'}
            className={styles.button}
            onClick={withoutPost(decrease)}
            disabled={value <= MIN_LINE_QUANTITY}
            aria-label={title ? t('stepper.decreaseOf', { title }) : t('stepper.decrease')}
          >
            −
          </button>
        </StepForm>
        <input
          className={styles.value}
          role="spinbutton"
          inputMode="numeric"
          aria-label={quantityName}
          name={name}
          aria-valuemin={MIN_LINE_QUANTITY}
          aria-valuemax={MAX_LINE_QUANTITY}
          aria-valuenow={value}
          value={typed ?? String(value)}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setTyped(null)}
        />
        <StepForm postTo={postTo} count={value + 1}>
          <button type={postTo ? 'submit' : 'button'} className={styles.button} onClick={withoutPost(increase)} aria-label={title ? t('stepper.increaseOf', { title }) : t('stepper.increase')}>
            +
          </button>
        </StepForm>
      </div>
      <div role="status">
        {limitShown && value >= MAX_LINE_QUANTITY && <p className={styles.popup}>{t('limit')}</p>}
      </div>
    </div>
  );
}
