'use client';

import { useState } from 'react';

/**
 * The option the arrow keys made active in a combobox's list, held by its key rather than its place:
 * when the list changes under the customer (a later answer to what they typed), the option they moved
 * to stays active wherever it now stands, and none is active when it is gone. Held by its place, the
 * same index named another option, or none past the list's end, and Enter picked that.
 * Returns the active index in `options` (-1 for none) and a setter taking an index or a step from it.
 */
export function useActiveOption<Option>(options: readonly Option[], keyOf: (option: Option) => string) {
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const indexOf = (key: string | null) => (key === null ? -1 : options.findIndex((option) => keyOf(option) === key));
  const setActive = (next: number | ((current: number) => number)) =>
    setActiveKey((key) => {
      const index = typeof next === 'function' ? next(indexOf(key)) : next;
      return index >= 0 && index < options.length ? keyOf(options[index]) : null;
    });
  return [indexOf(activeKey), setActive] as const;
}
