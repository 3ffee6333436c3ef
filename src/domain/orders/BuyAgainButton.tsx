'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { OrderLine } from '@/shared/contract/orders';
import { useAppDispatch } from '@/shared/store/hooks';
import { basketReceived } from '@/shared/store/slices/basket';
import { ButtonLoadingIcon } from '@/shared/ui/antd/ButtonLoadingIcon';
import { toast } from '@/shared/ui/toast';
import { leaveNotice } from './buy-again-notice';
import styles from './BuyAgainButton.module.css';

interface BuyAgainButtonProps {
  orderId: number;
  /** The order's lines when the page has them; otherwise the order is read first (POST /order). */
  lines?: OrderLine[];
  /** Names the order when several buttons share a page (the payment history). */
  named?: boolean;
}

/**
 * Puts the order's lines back in the basket at today's prices and opens the basket with a notice.
 * A plain button: the order page has no antd, and the HTTP client and the error texts (axios) come
 * only with the click.
 */
export function BuyAgainButton({ orderId, lines, named = false }: BuyAgainButtonProps) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const { buyAgain, fetchOrder } = await import('./buy-again');
      const outcome = await buyAgain(lines ?? (await fetchOrder(orderId)).items);
      if (outcome.basket) dispatch(basketReceived(outcome.basket));
      leaveNotice({ orderId, added: outcome.added, notSold: outcome.notSold, full: outcome.full, refused: outcome.refused });
      router.push('/basket');
    } catch (error) {
      const { normaliseError } = await import('@/shared/api/errors');
      toast.error(normaliseError(error).message);
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`btn btn-ghost ${styles.button}`}
      disabled={busy}
      aria-busy={busy}
      onClick={run}
      aria-label={named ? `Buy again order #${orderId}` : undefined}
    >
      {busy && <ButtonLoadingIcon />}
      Buy again
    </button>
  );
}
