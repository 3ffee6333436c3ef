'use client';

import { App } from 'antd';
import { useEffect } from 'react';
import { attachToastListener } from '@/shared/ui/toast';
import { AntdProvider } from './AntdProvider';

function Bridge() {
  const { message } = App.useApp();
  useEffect(() => attachToastListener(({ kind, content, duration }) => message[kind](content, duration)), [message]);
  return null;
}

/** Loaded on the first toast: shows toasts with antd's message inside the themed App. */
export default function ToastBridge() {
  return (
    <AntdProvider>
      <Bridge />
    </AntdProvider>
  );
}
