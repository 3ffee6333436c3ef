'use client';

import { useDeferredValue } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { selectOpenModal } from '@/shared/store/modal-slice';
import { preloadable } from './preloadable';
import { useFocusReturn } from './use-focus-return';

// antd and every modal's code load only once a modal is opened (or the basket page preloads the
// checkout's): none of it is in a page's first load.
const ModalRoot = preloadable(() => import('./ModalRoot'), (module) => module.ModalRoot);
/** Fetches the modal root (antd, the registry) ahead; resolves with its module. */
export const preloadModalRoot = ModalRoot.preload;

export function ModalHost() {
  const asked = useAppSelector(selectOpenModal);
  // The tap that opens a modal paints at once; the modal renders right after, in a render that
  // yields to the browser (a modal's first render is long on a slow phone).
  const open = useDeferredValue(asked);
  useFocusReturn(asked !== null, open !== null);
  return open ? <ModalRoot /> : null;
}
