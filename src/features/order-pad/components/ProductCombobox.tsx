'use client';

import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { useSuggestions } from '@/shared/search/use-suggestions';
import combobox from '@/shared/ui/Combobox.module.css';
import { comboboxInputProps, keepFocusInField } from '@/shared/ui/combobox-input';
import { stepWithArrowKeys } from '@/shared/ui/combobox-keys';
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
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(value);
  const options = useMemo(() => (suggestions ? productCandidates(suggestions) : []), [suggestions]);
  const expanded = open && options.length > 0;
  const activeIndex = expanded ? active : -1;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const pick = (candidate: Candidate) => {
    setOpen(false);
    setActive(-1);
    onPick(candidate);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (stepWithArrowKeys(event, { count: options.length, listOpen: expanded, setOpen, setActive })) return;
    const { key } = event;
    if (key === 'Enter') {
      if (!expanded) return;
      event.preventDefault();
      pick(options[activeIndex >= 0 ? activeIndex : 0]);
    } else if (key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={styles.combobox}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        autoComplete="off"
        spellCheck={false}
        {...comboboxInputProps({
          listboxId,
          expanded,
          activeId: activeIndex >= 0 ? optionId(activeIndex) : undefined,
          onType,
          setOpen,
          setActive,
        })}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder="Name or slug"
        className={styles.input}
        value={value}
        onKeyDown={onKeyDown}
      />
      <ul id={listboxId} role="listbox" aria-label={`${label} suggestions`} className={`${combobox.listbox} ${styles.listbox}`} hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={option.slug}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={combobox.option}
            onMouseDown={keepFocusInField}
            onClick={() => pick(option)}
          >
            {option.title}
          </li>
        ))}
      </ul>
    </div>
  );
}
