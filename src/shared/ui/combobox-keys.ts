/**
 * The option ArrowDown / ArrowUp makes active in a combobox's list (WAI-ARIA APG): from none (or a
 * closed list) the first or the last, then one step, wrapping around.
 */
export function steppedOption(current: number, key: 'ArrowDown' | 'ArrowUp', count: number, listOpen: boolean): number {
  const step = key === 'ArrowDown' ? 1 : -1;
  if (!listOpen || current < 0) return step > 0 ? 0 : count - 1;
  return (current + step + count) % count;
}

const isArrowKey = (key: string): key is 'ArrowDown' | 'ArrowUp' => key === 'ArrowDown' || key === 'ArrowUp';

interface ArrowKeyTarget {
  count: number;
  listOpen: boolean;
  setOpen: (open: boolean) => void;
  setActive: (step: (current: number) => number) => void;
}

/**
 * ArrowDown / ArrowUp in a combobox's field: opens the list and moves the active option. Returns
 * whether the key was an arrow, so the caller goes on to its own Enter and Escape.
 */
export function stepWithArrowKeys(event: { key: string; preventDefault: () => void }, { count, listOpen, setOpen, setActive }: ArrowKeyTarget): boolean {
  const { key } = event;
  if (!isArrowKey(key)) return false;
  if (count === 0) return true;
  event.preventDefault();
  setOpen(true);
  setActive((current) => steppedOption(current, key, count, listOpen));
  return true;
}
