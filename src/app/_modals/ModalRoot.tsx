'use client';

import { useCallback, type ComponentType } from 'react';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed, selectOpenModal } from '@/shared/store/slices/modal';
import { modalRegistry } from './registry';

export { checkoutModals } from './registry';

type AnyModal = ComponentType<Record<string, unknown> & { onClose: () => void }>;

/** Renders the one open modal (docs/contract.md §2: one at a time, chosen by type name). */
export function ModalRoot() {
  const open = useAppSelector(selectOpenModal);
  const dispatch = useAppDispatch();
  const close = useCallback(() => dispatch(modalClosed()), [dispatch]);
  if (!open) return null;
  // The registry pairs each type with the component for its props; the union is checked there.
  const Modal = modalRegistry[open.type] as AnyModal | undefined;
  if (!Modal) return null;
  return (
    <AntdProvider>
      <Modal {...(open.props as Record<string, unknown>)} onClose={close} />
    </AntdProvider>
  );
}
