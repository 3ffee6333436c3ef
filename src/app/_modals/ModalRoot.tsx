'use client';

import { ConfigProvider } from 'antd';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { startTransition, useCallback, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import type { Locale } from '@/shared/i18n/locales';
import type { OpenModal } from '@/shared/modal/types';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { modalClosed, selectOpenModal } from '@/shared/store/modal-slice';
import type { AppStore } from '@/shared/store/store';
import { modalRegistry } from './registry';

export { checkoutModals, jobModals } from './registry';

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

/**
 * Renders a modal once into an element that is never attached to the page, and keeps it there
 * until the returned function is called. antd builds a component's styles on its first render (on
 * a slow phone most of the address modal's first render) and keeps them cached only while an
 * instance is mounted; with this copy mounted, the real open skips that work. A transition, so a
 * tap meanwhile still answers at once.
 */
/** The page's language and the browser's messages, which a root of its own does not inherit from the page. */
export interface WarmLanguage {
  locale: Locale;
  messages: AbstractIntlMessages;
}

export function warmModal(store: AppStore, open: OpenModal, { locale, messages }: WarmLanguage): () => void {
  const Modal = modalRegistry[open.type] as AnyModal | undefined;
  if (!Modal) return () => undefined;
  const detached = document.createElement('div');
  const root = createRoot(detached);
  startTransition(() =>
    root.render(
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
        <Provider store={store}>
          <AntdProvider>
            {/* The modal and its lists render into the detached element, not into <body>. */}
            <ConfigProvider getPopupContainer={() => detached}>
              <Modal {...(open.props as Record<string, unknown>)} onClose={() => undefined} />
            </ConfigProvider>
          </AntdProvider>
        </Provider>
      </NextIntlClientProvider>,
    ),
  );
  return () => root.unmount();
}
