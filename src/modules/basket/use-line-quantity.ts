import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useErrorText } from '@/shared/i18n/use-error-text';
import type { BasketLine } from '@/modules/basket/contract';
import { useAppDispatch } from '@/shared/store/hooks';
import { createQuantitySender } from './quantity-sender';

export interface LineQuantity {
  /** What the stepper shows: the customer's latest choice, else the server's count. */
  count: number;
  /** A change of this line is waiting for the debounce or the server. */
  updating: boolean;
  /** Takes the stepper's next count (already within 1..10) and sends it after the debounce. */
  change: (next: number) => void;
  /** Drops a change not sent yet (the line is being removed). */
  cancelPending: () => void;
}

/**
 * One line's quantity (docs/contract.md §4). The stepper keeps the customer's number until the last answer
 * arrives, then follows the server again.
 */
export function useLineQuantity(line: BasketLine): LineQuantity {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<number | null>(null);
  const t = useTranslations('basket.client.line');
  const errorText = useErrorText();
  const sender = useMemo(
    () =>
      createQuantitySender(line, dispatch, () => setDraft(null), {
        errorText,
        queuedLabel: (count) => t('queuedQuantity', { title: line.product.title, count }),
        codeNotLoaded: t('codeNotLoaded'),
      }),
    // The variant of a line never changes; a new answer's copy of it must not drop a pending change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [line.id, dispatch],
  );

  // A change still waiting for the debounce, or for an earlier one's answer, is sent at once
  // when the page goes. A reload, a typed address or a closed tab fire beforeunload before the
  // browser starts leaving: a keepalive call started there arrives, while Chromium often drops
  // one started in pagehide, as the old page is torn down (React unmounts nothing then either).
  // pagehide stays for a page left without beforeunload, a phone's app switch only hides the page
  // before it may be discarded, and a client-side navigation unmounts the row.
  useEffect(() => {
    const leave = () => sender.flush();
    const hidden = () => {
      if (document.visibilityState === 'hidden') sender.flush();
    };
    window.addEventListener('beforeunload', leave);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('beforeunload', leave);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      sender.flush();
    };
  }, [sender]);

  return {
    count: draft ?? line.count,
    updating: draft !== null,
    change: (next) => {
      setDraft(next);
      sender.schedule(next);
    },
    cancelPending: sender.cancel,
  };
}
