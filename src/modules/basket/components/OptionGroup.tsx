import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './OptionGroup.module.css';

export interface Option {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

interface OptionGroupProps {
  legend: string;
  name: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
  variant?: 'pill' | 'swatch';
}

/** A native radio group styled as pills or swatches: keyboard arrows and forms work as usual. */
export function OptionGroup({ legend, name, options, value, onChange, variant = 'pill' }: OptionGroupProps) {
  const t = useTranslations('basket.client');
  // Nothing to choose: say what the customer gets instead of showing a lone radio.
  if (options.length === 1 && variant === 'pill') {
    return (
      <p className={styles.single}>
        <span className={styles.legend}>{t('single', { legend })}</span> {options[0].label}
      </p>
    );
  }
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={`${styles.options} ${styles[variant]}`}>
        {options.map((option) => (
          <label key={option.value} className={styles.option} data-disabled={option.disabled || undefined}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.face}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
