'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { useActiveOption } from './use-active-option';
import { comboboxInputProps } from './combobox-input';
import { stepWithArrowKeys } from './combobox-keys';

interface ListComboboxOptions<Option> {
  options: readonly Option[];
  /** What tells one option from another, also the list's React key. */
  keyOf: (option: Option) => string;
  onType: (value: string) => void;
  onPick: (option: Option) => void;
}

/**
 * A combobox over one flat list (WAI-ARIA APG, list autocomplete): the list opens as the field is
 * focused or typed in and closes when it loses focus; ArrowDown/ArrowUp move the active option,
 * Enter picks it (the first when none is active, as when the list changed and the option the
 * customer moved to left it) and Escape closes the list (and nothing around it). Focus stays in
 * the field. Spread inputProps on the input and listProps on ComboboxOptions.
 */
export function useListCombobox<Option>({ options, keyOf, onType, onPick }: ListComboboxOptions<Option>) {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useActiveOption(options, keyOf);
  const expanded = open && options.length > 0;
  const activeIndex = expanded ? active : -1;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const pick = (option: Option) => {
    setOpen(false);
    setActive(-1);
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (stepWithArrowKeys(event, { count: options.length, listOpen: expanded, setOpen, setActive })) return;
    const { key } = event;
    if (key === 'Enter') {
      if (!expanded) return;
      event.preventDefault();
      pick(options[activeIndex >= 0 ? activeIndex : 0]);
    } else if (key === 'Escape' && expanded) {
      // Only the list closes: a dialog around the field listens for Escape on the window.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return {
    inputProps: {
      ...comboboxInputProps({
        listboxId,
        expanded,
        activeId: activeIndex >= 0 ? optionId(activeIndex) : undefined,
        onType,
        setOpen,
        setActive,
      }),
      onKeyDown,
    },
    listProps: { id: listboxId, options, keyOf, expanded, activeIndex, optionId, pick },
  };
}
