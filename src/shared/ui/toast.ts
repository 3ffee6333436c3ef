import { TOAST_SECONDS } from '@/shared/config/constants';

/**
 * A tiny toast bus. Callers anywhere say `toast.success(text)`; the antd host (loaded lazily on
 * the first toast, so antd stays out of the first load) shows it through antd's App.useApp().
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  kind: ToastKind;
  content: string;
  /** Seconds. */
  duration: number;
}

type Listener = (toast: Toast) => void;

let listener: Listener | null = null;
const pending: Toast[] = [];
const waiters = new Set<() => void>();

function show(kind: ToastKind, content: string, duration = TOAST_SECONDS) {
  const item = { kind, content, duration };
  if (listener) listener(item);
  else {
    pending.push(item);
    waiters.forEach((wake) => wake());
  }
}

export const toast = {
  success: (content: string, duration?: number) => show('success', content, duration),
  error: (content: string, duration?: number) => show('error', content, duration),
  info: (content: string, duration?: number) => show('info', content, duration),
  warning: (content: string, duration?: number) => show('warning', content, duration),
};

/** The host registers here; queued toasts are delivered at once. Returns the unsubscribe. */
export function attachToastListener(next: Listener) {
  listener = next;
  pending.splice(0).forEach(next);
  return () => {
    if (listener === next) listener = null;
  };
}

/** Lets the lazy host know a toast is waiting before antd has loaded. */
export function onToastPending(wake: () => void) {
  waiters.add(wake);
  if (pending.length) wake();
  return () => void waiters.delete(wake);
}
