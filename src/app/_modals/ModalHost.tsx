'use client';

import dynamic from 'next/dynamic';
import { useAppSelector } from '@/shared/store/hooks';
import { selectOpenModal } from '@/shared/store/slices/modal';

// antd and every modal's code load only once a modal is opened: none of it is in a page's first load.
const ModalRoot = dynamic(() => import('./ModalRoot').then((m) => m.ModalRoot), { ssr: false });

export function ModalHost() {
  const open = useAppSelector(selectOpenModal);
  return open ? <ModalRoot /> : null;
}
