'use client';

import type { ReactNode } from 'react';
import combobox from './Combobox.module.css';
import { keepFocusInField } from './combobox-input';

interface ComboboxOptionsProps<Option> {
  id: string;
  options: readonly Option[];
  expanded: boolean;
  activeIndex: number;
  optionId: (index: number) => string;
  pick: (option: Option) => void;
  label: string;
  className?: string;
  keyOf: (option: Option) => string;
  children: (option: Option) => ReactNode;
}

/** The list popup of useListCombobox: one option per entry, picked by a click that leaves focus in the field. */
export function ComboboxOptions<Option>({ id, options, expanded, activeIndex, optionId, pick, label, className, keyOf, children }: ComboboxOptionsProps<Option>) {
  return (
    <ul id={id} role="listbox" aria-label={label} className={`${combobox.listbox} ${className ?? ''}`} hidden={!expanded}>
      {options.map((option, index) => (
        <li
          key={keyOf(option)}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          className={combobox.option}
          onMouseDown={keepFocusInField}
          onClick={() => pick(option)}
        >
          {children(option)}
        </li>
      ))}
    </ul>
  );
}
