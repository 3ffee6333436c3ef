import { PROMOTION_SNOOZE_MS } from '@/shared/config/constants';

/** docs/contract.md §4: dismissing the promotion stores a timestamp 10 minutes ahead; until then it stays away. */
export const PROMOTION_SNOOZE_KEY = 'holiday_promotion_snoozed_until';

export function snoozePromotion(now: number = Date.now()): number {
  const until = now + PROMOTION_SNOOZE_MS;
  try {
    window.localStorage.setItem(PROMOTION_SNOOZE_KEY, String(until));
  } catch {
    // Storage may be blocked (private mode); the promotion then shows again on the next page.
  }
  return until;
}

export function isPromotionSnoozed(now: number = Date.now()): boolean {
  try {
    const until = Number(window.localStorage.getItem(PROMOTION_SNOOZE_KEY));
    return Number.isFinite(until) && now < until;
  } catch {
    return false;
  }
}
