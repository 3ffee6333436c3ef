'use client';

import { useCallback } from 'react';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed, selectOpenModal } from '@/shared/store/slices/modal';
import type { ModalComponent } from './registry';
import { modalRegistry } from './registry';
import type { ModalType } from '@/shared/modal/types';

/** Renders the one open modal (SPEC §2: one at a time, chosen by type name). */
export function ModalRoot() {
  const open = useAppSelector(selectOpenModal);
  const dispatch = useAppDispatch();
  const close = useCallback(() => dispatch(modalClosed()), [dispatch]);
  if (!open) return null;
  const Modal = modalRegistry[open.type] as ModalComponent<ModalType> | undefined;
  if (!Modal) return null;
  return (
    <AntdProvider>
      <Modal {...(open.props as object as never)} onClose={close} />
    </AntdProvider>
  );
}
