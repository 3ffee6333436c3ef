'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { onToastPending } from '@/shared/ui/toast';

const ToastBridge = dynamic(() => import('./ToastBridge'), { ssr: false });

/** Renders nothing until something wants a toast; then loads antd's message host. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastPending(() => setWanted(true)), []);
  return wanted ? <ToastBridge /> : null;
}
