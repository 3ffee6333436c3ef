import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { normaliseError } from '@/shared/api/errors';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { en } from './messages/en';
import type { BasketLine } from '@/modules/basket/contract';
import type { Order, ShippingRate, TransactResponse } from '@/modules/checkout/contract';
import { forgetCheckoutJob, readCheckoutJob } from '@/modules/checkout/checkout-job';
import { isApproved, isHeldForReview, parseCommunicatorMessage, postTokenToHostedForm } from './hosted-form';
import { refreshBasket } from '@/modules/basket';
import { useAppDispatch } from '@/shared/store/hooks';
import { cancelOrder, createOrder, getOrder, reportTransaction } from './api';
import { readPendingOrder, writePendingOrder } from './pending-order';

export const PAYMENT_FRAME_NAME = 'hosted-card-form';
/** The payment's English texts (the spec's among them); the modal shows each in the page's language (checkout.client.payment). */
const { payment: englishPayment } = en.client;
export const PAYMENT_SUCCESS_MESSAGE = englishPayment.success;
export const PAYMENT_HELD_MESSAGE = englishPayment.held;
export const PAYMENT_CHECKING_MESSAGE = englishPayment.checking;
export const PAYMENT_CONFIRMING_MESSAGE = englishPayment.confirming;
export const PAYMENT_UNREACHABLE_MESSAGE = englishPayment.unreachable;
export const PAYMENT_FAILED_MESSAGE = englishPayment.failed;
export const ORDER_CANCELLED_MESSAGE = englishPayment.cancelled;

/**
 * How often the open card form's order is read from the dashboard. The storefront cannot see
 * the form's Pay button across origins, so a payment whose message is lost still ends paid.
 */
export const PAYMENT_WATCH_MS = 5000;

export type PaymentPhase = 'choose' | 'card' | 'settling' | 'done';

/** What the checkout knows while it asks the dashboard about the payment. */
export type Settling =
  | { kind: 'checking' }
  /** The dashboard has not recorded the payment yet. */
  | { kind: 'pending' }
  /** The dashboard did not answer (network or 5xx): the order is unknown, so nothing is cancelled. */
  | { kind: 'unreachable'; reason: string };

export interface Confirmation {
  order: Order;
  held: boolean;
  lines: BasketLine[];
}

const isDeclined = (response: TransactResponse | null) => response !== null && !isApproved(response) && !isHeldForReview(response);

/**
 * One pending order per checkout: Pay creates it once and refreshes it afterwards (order_id), so
 * a second click, a retry or a new card attempt never makes a second order. Leaving cancels it.
 * The card form's messages only say when to look: paid, held or not is what the dashboard answers.
 */
export function useHostedPayment(lines: BasketLine[], { watchMs = PAYMENT_WATCH_MS } = {}) {
  const dispatch = useAppDispatch();
  const t = useTranslations('checkout.client.payment');
  const errorText = useErrorText();
  // The order is made in the customer's language: the dashboard's invoice and e-mails follow it (docs/contract.md §12).
  const locale = useLocale();
  const orderId = useRef<number | null>(null);
  const paid = useRef(false);
  /** The form said it finished a transaction: from then on the order is never cancelled from here. */
  const reported = useRef(false);
  const creating = useRef(false);
  const [busy, setBusy] = useState(false);
  const [phase, setPhase] = useState<PaymentPhase>('choose');
  const [token, setToken] = useState<string | null>(null);
  const [frameHeight, setFrameHeight] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [settling, setSettling] = useState<Settling>({ kind: 'checking' });
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  /** The pending order as the view sees it (the coupon call takes its id). */
  const [pendingOrderId, setPendingOrderId] = useState<number | null>(null);
  const linesAtPay = useRef(lines);

  const forgetOrder = useCallback(() => {
    if (orderId.current !== null) writePendingOrder(null);
    orderId.current = null;
    setPendingOrderId(null);
  }, []);

  const pay = useCallback(async (rate: ShippingRate | null, coupon: string) => {
    if (creating.current) return;
    creating.current = true;
    setBusy(true);
    setError(null);
    try {
      const known = orderId.current ?? readPendingOrder();
      const jobId = readCheckoutJob()?.id ?? null;
      // Another tab's order may have been paid or cancelled since: then this tab starts its own.
      const answer = await createOrder(known, rate, coupon, jobId, locale).catch((caught: unknown) => {
        if (known === null || orderId.current !== null || ![404, 422].includes(normaliseError(caught).status)) throw caught;
        return createOrder(null, rate, coupon, jobId, locale);
      });
      orderId.current = answer.order_id;
      reported.current = false;
      setPendingOrderId(answer.order_id);
      writePendingOrder(answer.order_id);
      linesAtPay.current = lines;
      setToken(answer.token);
      setFrameHeight(null);
      setPhase('card');
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      creating.current = false;
      setBusy(false);
    }
  }, [lines, locale, errorText]);

  /**
   * Leaving cancels an unpaid order, unless the form reported a transaction the dashboard has not
   * recorded yet: that order may be paid, and its unused token dies on its own.
   */
  const leave = useCallback(() => {
    if (orderId.current !== null && !paid.current && !reported.current) cancelOrder(orderId.current);
    forgetOrder();
  }, [forgetOrder]);

  /** The dashboard's order decides; true when it is paid or held (the confirmation shows). */
  const applyOrder = useCallback(async (order: Order, reported: TransactResponse | null): Promise<boolean> => {
    if (order.status === 'paid' || order.status === 'held') {
      paid.current = true;
      writePendingOrder(null);
      forgetCheckoutJob();
      setError(null);
      setConfirmation({ order, held: order.status === 'held', lines: linesAtPay.current });
      setPhase('done');
      await refreshBasket(dispatch);
      return true;
    }
    if (order.status === 'cancelled') {
      forgetOrder();
      setError(t('cancelled'));
      setPhase('choose');
    } else if (isDeclined(reported)) {
      setError(t('failed'));
      setPhase('choose');
    } else setSettling({ kind: 'pending' });
    return false;
  }, [dispatch, forgetOrder, t]);

  const settlingNow = useRef(false);
  const watching = useRef(false);

  /** Asks the dashboard for the order and shows its answer; `reported` is the form's message, if any. */
  const settle = useCallback(async (reported: TransactResponse | null) => {
    const id = orderId.current;
    if (id === null || settlingNow.current) return;
    settlingNow.current = true;
    setPhase('settling');
    setSettling({ kind: 'checking' });
    setError(null);
    try {
      if (reported) await reportTransaction(id, reported.transId, reported.responseCode).catch(() => undefined);
      await applyOrder(await getOrder(id), reported);
    } catch (caught) {
      const failure = normaliseError(caught);
      if (failure.status === 0 || failure.status >= 500) setSettling({ kind: 'unreachable', reason: errorText(failure) });
      else {
        forgetOrder();
        setError(errorText(failure));
        setPhase('choose');
      }
    } finally {
      settlingNow.current = false;
    }
  }, [applyOrder, forgetOrder, errorText]);

  /** A quiet look while the form is open: only a paid or held order changes the view. */
  const watch = useCallback(async () => {
    const id = orderId.current;
    if (id === null || watching.current) return;
    watching.current = true;
    try {
      const order = await getOrder(id);
      if (order.status === 'paid' || order.status === 'held') await applyOrder(order, null);
    } catch {
      // The next look, the form's message or the customer closing asks again.
    } finally {
      watching.current = false;
    }
  }, [applyOrder]);

  /**
   * The customer closes the checkout. A form that may have charged the card is checked first:
   * a paid order shows its confirmation (false: stay open); otherwise the order is cancelled.
   */
  const close = useCallback(async (): Promise<boolean> => {
    const id = orderId.current;
    if (id !== null && !paid.current && (phase === 'card' || phase === 'settling')) {
      const order = await getOrder(id).catch(() => null);
      if (order && (await applyOrder(order, null))) return false;
    }
    leave();
    return true;
  }, [applyOrder, leave, phase]);

  useEffect(() => {
    if (phase === 'card' && token) postTokenToHostedForm(token, PAYMENT_FRAME_NAME);
  }, [phase, token]);

  useEffect(() => {
    if (phase !== 'card') return;
    const timer = window.setInterval(() => void watch(), watchMs);
    return () => window.clearInterval(timer);
  }, [phase, watch, watchMs]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = parseCommunicatorMessage(event);
      if (!message) return;
      if (message.action === 'resizeWindow') setFrameHeight(message.height);
      else if (message.action === 'cancel') {
        leave();
        setPhase('choose');
      } else if (message.action === 'successfulSave') setPhase('choose');
      else {
        if (!message.response) console.error('The hosted payment form sent no readable transaction response.');
        reported.current = true;
        void settle(message.response);
      }
    };
    window.addEventListener('message', onMessage);
    // Closing the tab or leaving the page cancels the pending order too (keepalive request);
    // the dashboard refuses to cancel one the card form has already paid.
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('pagehide', leave);
    };
  }, [leave, settle]);

  useEffect(() => leave, [leave]);

  return {
    phase,
    busy,
    error,
    frameHeight,
    settling,
    confirmation,
    pendingOrderId,
    pay,
    close,
    checkAgain: () => void settle(null),
  };
}
