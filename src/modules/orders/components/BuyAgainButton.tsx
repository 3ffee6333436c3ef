'use client';

import { useTranslations } from 'next-intl';
import type { OrderLine } from '@/modules/orders/contract';
import { ButtonLoadingIcon } from '@/shared/ui/antd/ButtonLoadingIcon';
import { useBuyLines } from '../use-buy-lines';
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
 * A plain button: the order page has no antd, and the HTTP client and the error texts come
 * only with the click.
 */
export function BuyAgainButton({ orderId, lines, named = false }: BuyAgainButtonProps) {
  const { busy, buy } = useBuyLines();
  const t = useTranslations('orders.client');
  const run = () => buy(async () => lines ?? (await (await import('../buy-again')).fetchOrder(orderId)).items, t('fromOrder', { id: orderId }));

  return (
    <button
      type="button"
      className={`btn btn-ghost ${styles.button}`}
      disabled={busy}
      aria-busy={busy}
      onClick={run}
      aria-label={named ? t('buyAgainNamed', { id: orderId }) : undefined}
    >
      {busy && <ButtonLoadingIcon />}
      {t('buyAgain')}
    </button>
  );
}
