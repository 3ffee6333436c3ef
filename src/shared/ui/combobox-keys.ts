/**
 * The option ArrowDown / ArrowUp makes active in a combobox's list (WAI-ARIA APG): from none (or a
 * closed list) the first or the last, then one step, wrapping around.
 */
export function steppedOption(current: number, key: 'ArrowDown' | 'ArrowUp', count: number, listOpen: boolean): number {
  const step = key === 'ArrowDown' ? 1 : -1;
  if (!listOpen || current < 0) return step > 0 ? 0 : count - 1;
  return (current + step + count) % count;
}

export const isArrowKey = (key: string): key is 'ArrowDown' | 'ArrowUp' => key === 'ArrowDown' || key === 'ArrowUp';
