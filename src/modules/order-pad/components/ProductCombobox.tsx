'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type Ref } from 'react';
import { useSuggestions } from '@/modules/search';
import { ComboboxOptions } from '@/shared/ui/ComboboxOptions';
import { useListCombobox } from '@/shared/ui/use-list-combobox';
import { productCandidates } from '../match';
import type { Candidate } from '../rows';
import styles from './OrderPad.module.css';

interface ProductComboboxProps {
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  value: string;
  describedBy?: string;
  invalid: boolean;
  onType: (value: string) => void;
  onPick: (candidate: Candidate) => void;
}

/**
 * A row's product field: the header search's combobox pattern (WAI-ARIA APG, focus stays in the
 * field, aria-activedescendant) over the same suggestions, products only. ArrowDown/ArrowUp move,
 * Enter picks the active product (the first when none is active), Escape closes the list.
 */
export function ProductCombobox({ inputRef, label, value, describedBy, invalid, onType, onPick }: ProductComboboxProps) {
  const inputId = useId();
  const t = useTranslations('orderPad.client');
  // Suggestions only for what the customer types here: a pasted row's text is looked up by the
  // pad, a few lines at a time, and must not also ask the search once per row.
  const [typed, setTyped] = useState(false);
  const suggestions = useSuggestions(typed ? value : '');
  const options = useMemo(() => (suggestions ? productCandidates(suggestions) : []), [suggestions]);
  const type = (next: string) => {
    setTyped(true);
    onType(next);
  };
  const { inputProps, listProps } = useListCombobox({ options, keyOf: (option) => option.slug, onType: type, onPick });

  return (
    <div className={styles.combobox}>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        autoComplete="off"
        spellCheck={false}
        {...inputProps}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder={t('productPlaceholder')}
        className="input"
        value={value}
      />
      <ComboboxOptions {...listProps} label={t('productSuggestions')} className={styles.listbox}>
        {(option) => option.title}
      </ComboboxOptions>
    </div>
  );
}
