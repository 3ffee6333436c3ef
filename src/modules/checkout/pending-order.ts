/**
 * The customer's pending order id, shared by the tabs of this browser: a second tab's Pay
 * refreshes the same order (its new token revokes the first tab's form) instead of making
 * another one.
 */
const PENDING_ORDER_KEY = 'checkout_pending_order';

export function readPendingOrder(): number | null {
  try {
    const id = Number(window.localStorage.getItem(PENDING_ORDER_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function writePendingOrder(orderId: number | null) {
  try {
    if (orderId === null) window.localStorage.removeItem(PENDING_ORDER_KEY);
    else window.localStorage.setItem(PENDING_ORDER_KEY, String(orderId));
  } catch {
    // Storage may be blocked; this tab still keeps its own order id.
  }
}
