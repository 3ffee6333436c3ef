import type { ChangeEvent, FocusEvent, MouseEvent } from 'react';

interface ComboboxInputState {
  listboxId: string;
  expanded: boolean;
  /** The id of the option the arrow keys made active, if any. */
  activeId: string | undefined;
  onType: (value: string) => void;
  setOpen: (open: boolean) => void;
  setActive: (index: number) => void;
}

/**
 * The input of a WAI-ARIA APG combobox with a list popup: its role and states, and the list opening
 * as the customer types or focuses the field and closing when it loses focus. Focus stays in the
 * field; the list's active option is named by aria-activedescendant.
 */
export function comboboxInputProps({ listboxId, expanded, activeId, onType, setOpen, setActive }: ComboboxInputState) {
  return {
    role: 'combobox',
    'aria-expanded': expanded,
    'aria-controls': listboxId,
    'aria-autocomplete': 'list',
    'aria-activedescendant': activeId,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onType(event.target.value);
      setOpen(true);
      setActive(-1);
    },
    onBlur: () => setOpen(false),
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      // A tap's answer is its first paint: the focus shows in it, the list opens in the frame after.
      const field = event.currentTarget;
      requestAnimationFrame(() => setTimeout(() => field === document.activeElement && setOpen(true)));
    },
  } as const;
}

/** An option's mousedown: keeps the focus in the field, so the click that follows chooses. */
export const keepFocusInField = (event: MouseEvent) => event.preventDefault();
