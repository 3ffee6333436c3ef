'use client';

import { useEffect } from 'react';
import type { SendResult } from '@/modules/offline';
import { QUEUE_SENT, QUEUE_SENT_MESSAGE, useRefusalText } from '@/modules/offline';
import type { BasketAnswer } from '@/modules/basket/contract';
import { useAppDispatch } from '@/shared/store/hooks';
import { basketReceived } from '@/modules/basket';
import { toast } from '@/shared/ui/toast';

const loadQueue = () => import('@/modules/offline/offline-queue');

/**
 * Changes made without signal go when it returns (docs/offline.md): on `online`, and
 * after a load with signal for those left from before; where the browser has Background Sync the
 * worker may send them first and posts what came of it. Either way the basket takes the last
 * answer, and each refusal is said on the page the customer is on, with the product's name.
 */
export function useSendQueued() {
  const dispatch = useAppDispatch();
  const { notMade } = useRefusalText();
  useEffect(() => {
    const show = (event: Event) => {
      const result = (event as CustomEvent<SendResult>).detail;
      const basket = result.made.filter(({ change }) => change.kind !== 'job-line').at(-1)?.answer as BasketAnswer | undefined;
      if (basket?.basket) dispatch(basketReceived(basket));
      for (const change of result.refused) toast.error(notMade(change.label, change.refused ?? ''));
    };
    const fromWorker = (event: MessageEvent) => {
      const data = event.data as { type?: string; result?: SendResult } | null;
      if (data?.type === QUEUE_SENT_MESSAGE && data.result) void loadQueue().then((queue) => queue.announceSent(data.result!));
    };
    const send = async () => {
      if (!navigator.onLine) return;
      const queue = await loadQueue();
      await queue.sendQueuedChanges().catch(() => undefined);
    };
    const afterLoad = () => void send();
    window.addEventListener(QUEUE_SENT, show);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    window.addEventListener('online', afterLoad);
    return () => {
      window.removeEventListener(QUEUE_SENT, show);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
      window.removeEventListener('load', afterLoad);
      window.removeEventListener('online', afterLoad);
    };
  }, [dispatch, notMade]);
}
