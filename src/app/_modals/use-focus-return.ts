'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Focus goes back, once the modal is gone, to the control that had it when the modal was asked
 * for (WAI-ARIA's dialog pattern). The modal unmounts rather than animating shut, so antd's own
 * return of focus never runs. The opener is taken in the commit that asks (`asked`), before the
 * modal mounts and moves focus in; it is given back once the modal is gone (`shown` false), unless
 * it has left the page meanwhile (a navigation) or nothing had focus (a modal that opened itself).
 */
export function useFocusReturn(asked: boolean, shown: boolean) {
  const opener = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!asked || opener.current) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [asked]);

  useEffect(() => {
    if (asked || shown) return;
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) element.focus({ preventScroll: true });
  }, [asked, shown]);
}
