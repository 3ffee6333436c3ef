'use client';

import { App, ConfigProvider } from 'antd';
import frCA from 'antd/es/locale/fr_CA';
import { useLocale } from 'next-intl';
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

/**
 * No click ripple on any antd control. Each click's ripple mounts a React root and reads computed
 * styles in the frame the tap waits on; on a throttled phone that held up the answer to every tap
 * (the aim: every tap answers within 100 ms, npm run bench). Off everywhere, not only in the checkout,
 * so a button feels the same on every page; its hover and active colours remain the feedback.
 */
const WAVE_CONFIG = { disabled: true };

/**
 * Toasts open just below the sticky header, not over it: on a phone a toast at antd's default 8 px
 * covered the header's basket link, sign-in and menu for the seconds it showed (tapping the basket
 * right after adding to it hit the toast).
 */
const MESSAGE_CONFIG = { top: 'calc(var(--header-height) + 8px)' };

/** antd's own words (empty lists, confirms, pagination) in the page's language; English is antd's default. */
const ANTD_LOCALE = { en: undefined, fr: frCA };

/** antd's theme, locale and App context (toasts, confirms) for whatever subtree uses antd. */
export function AntdProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <ConfigProvider theme={theme} locale={ANTD_LOCALE[locale]} getPopupContainer={popupContainer} button={BUTTON_CONFIG} wave={WAVE_CONFIG}>
      <App message={MESSAGE_CONFIG}>{children}</App>
    </ConfigProvider>
  );
}
