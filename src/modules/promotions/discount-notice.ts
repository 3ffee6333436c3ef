/** docs/contract.md §4: dismissing the discount notification stores its message, so it is not shown again. */
export const DISMISSED_DISCOUNT_KEY = 'discount_notification_dismissed';

export function wasDiscountDismissed(message: string): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_DISCOUNT_KEY) === message;
  } catch {
    return false;
  }
}

export function rememberDiscountDismissed(message: string) {
  try {
    window.localStorage.setItem(DISMISSED_DISCOUNT_KEY, message);
  } catch {
    // Storage may be blocked (private mode); the notice then simply shows again next time.
  }
}
