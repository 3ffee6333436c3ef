'use client';

import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLoadingIcon } from './ButtonLoadingIcon';
import { theme } from './theme';

/**
 * A select's list opens inside the modal that holds the select: left at the end of <body>, an open
 * list sat outside every landmark (axe's "region" rule) and did not scroll with the modal. The
 * modal's container, not its role="dialog" box: antd turns pointer events off on that box.
 */
export function popupContainer(trigger?: HTMLElement): HTMLElement {
  return trigger?.closest<HTMLElement>('.ant-modal-container') ?? document.body;
}

/** Every button's spinner (see ButtonLoadingIcon); a constant, so the context is stable. */
const BUTTON_CONFIG = { loadingIcon: <ButtonLoadingIcon /> };

/** antd's theme and App context (toasts, confirms) for whatever subtree uses antd. */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme} getPopupContainer={popupContainer} button={BUTTON_CONFIG}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
