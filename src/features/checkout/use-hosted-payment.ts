import { useCallback, useEffect, useRef, useState } from 'react';
import { normaliseError } from '@/shared/api/errors';
import type { BasketLine } from '@/shared/contract/basket';
import type { Order, ShippingRate } from '@/shared/contract/checkout';
import { isApproved, isHeldForReview, parseCommunicatorMessage, postTokenToHostedForm } from '@/shared/payment/hosted-form';
import { refreshBasket } from '@/shared/session/refresh-basket';
import { useAppDispatch } from '@/shared/store/hooks';
import { cancelOrder, createOrder, orderStatus } from './api';
import { readPendingOrder, writePendingOrder } from './pending-order';

export const PAYMENT_FRAME_NAME = 'hosted-card-form';
export const PAYMENT_SUCCESS_MESSAGE = 'Your payment has been successfully completed.';
export const PAYMENT_HELD_MESSAGE =
  'Your payment is under review. We will confirm it within one business day and e-mail you when it is done.';
export const PAYMENT_UNREADABLE_MESSAGE =
  'We could not read the payment answer. Please check your payment history before paying again.';
export const PAYMENT_FAILED_MESSAGE = 'The payment did not go through. Please try again or use another card.';

export type PaymentPhase = 'choose' | 'card' | 'done';

export interface Confirmation {
  order: Order;
  held: boolean;
  lines: BasketLine[];
}

/**
 * One pending order per checkout: Pay creates it once and refreshes it afterwards (order_id), so
 * a second click, a retry or a new card attempt never makes a second order. Leaving cancels it.
 */
export function useHostedPayment(lines: BasketLine[]) {
  const dispatch = useAppDispatch();
  const orderId = useRef<number | null>(null);
  const paid = useRef(false);
  const creating = useRef(false);
  const [busy, setBusy] = useState(false);
  const [phase, setPhase] = useState<PaymentPhase>('choose');
  const [token, setToken] = useState<string | null>(null);
  const [frameHeight, setFrameHeight] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  /** The pending order as the view sees it (the coupon call takes its id). */
  const [pendingOrderId, setPendingOrderId] = useState<number | null>(null);
  const linesAtPay = useRef(lines);

  const pay = useCallback(async (rate: ShippingRate | null, coupon: string) => {
    if (creating.current) return;
    creating.current = true;
    setBusy(true);
    setError(null);
    try {
      const known = orderId.current ?? readPendingOrder();
      // Another tab's order may have been paid or cancelled since: then this tab starts its own.
      const answer = await createOrder(known, rate, coupon).catch((caught: unknown) => {
        if (known === null || orderId.current !== null || ![404, 422].includes(normaliseError(caught).status)) throw caught;
        return createOrder(null, rate, coupon);
      });
      orderId.current = answer.order_id;
      setPendingOrderId(answer.order_id);
      writePendingOrder(answer.order_id);
      linesAtPay.current = lines;
      setToken(answer.token);
      setFrameHeight(null);
      setPhase('card');
    } catch (caught) {
      setError(normaliseError(caught).message);
    } finally {
      creating.current = false;
      setBusy(false);
    }
  }, [lines]);

  const leave = useCallback(() => {
    if (orderId.current !== null && !paid.current) cancelOrder(orderId.current);
    if (orderId.current !== null) writePendingOrder(null);
    orderId.current = null;
    setPendingOrderId(null);
  }, []);

  const settle = useCallback(async (transId: string, responseCode: string) => {
    paid.current = true;
    const id = orderId.current!;
    writePendingOrder(null);
    try {
      const order = await orderStatus(id, transId, responseCode);
      setConfirmation({ order, held: responseCode === '4', lines: linesAtPay.current });
    } catch (caught) {
      setError(normaliseError(caught).message);
    }
    setPhase('done');
    await refreshBasket(dispatch);
  }, [dispatch]);

  useEffect(() => {
    if (phase === 'card' && token) postTokenToHostedForm(token, PAYMENT_FRAME_NAME);
  }, [phase, token]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = parseCommunicatorMessage(event);
      if (!message) return;
      if (message.action === 'resizeWindow') setFrameHeight(message.height);
      else if (message.action === 'cancel') {
        leave();
        setPhase('choose');
      } else if (message.action === 'successfulSave') setPhase('choose');
      else if (!message.response) {
        console.error('The hosted payment form sent no readable transaction response.');
        setError(PAYMENT_UNREADABLE_MESSAGE);
        setPhase('done');
      } else if (isApproved(message.response) || isHeldForReview(message.response)) {
        void settle(message.response.transId, message.response.responseCode);
      } else {
        setError(PAYMENT_FAILED_MESSAGE);
        setPhase('choose');
      }
    };
    window.addEventListener('message', onMessage);
    // Closing the tab or leaving the page cancels the pending order too (keepalive request).
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('pagehide', leave);
    };
  }, [leave, settle]);

  useEffect(() => leave, [leave]);

  return { phase, busy, error, frameHeight, confirmation, pendingOrderId, pay, leave, backToOptions: () => setPhase('choose') };
}
