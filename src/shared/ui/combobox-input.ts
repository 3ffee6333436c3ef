import type { ChangeEvent, FocusEvent, KeyboardEvent, MouseEvent } from 'react';

// Each field's latest focus, change or key, in order: a list open that focus scheduled is dropped
// when anything happened in the field since.
const lastActivity = new WeakMap<EventTarget, number>();
let activities = 0;
function noteActivity(field: EventTarget): number {
  activities += 1;
  lastActivity.set(field, activities);
  return activities;
}

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
      noteActivity(event.currentTarget);
      onType(event.target.value);
      setOpen(true);
      setActive(-1);
    },
    onBlur: () => setOpen(false),
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      // A tap's answer is its first paint: the focus shows in it, the list opens in the frame after,
      // unless the customer has typed or pressed a key by then (their own key decides).
      const field = event.currentTarget;
      const focusedAt = noteActivity(field);
      requestAnimationFrame(() =>
        setTimeout(() => lastActivity.get(field) === focusedAt && field === document.activeElement && setOpen(true)),
      );
    },
    onKeyDownCapture: (event: KeyboardEvent<HTMLInputElement>) => void noteActivity(event.currentTarget),
  } as const;
}

/** An option's mousedown: keeps the focus in the field, so the click that follows chooses. */
export const keepFocusInField = (event: MouseEvent) => event.preventDefault();
