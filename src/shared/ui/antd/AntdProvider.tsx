'use client';

import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { theme } from './theme';

/** antd's theme and App context (toasts, confirms) for whatever subtree uses antd. */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
