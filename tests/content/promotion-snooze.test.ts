import { isPromotionSnoozed, PROMOTION_SNOOZE_KEY, snoozePromotion } from '@/modules/promotions/snooze';

const NOW = Date.parse('2024-12-20T12:00:00Z');
const MINUTE = 60 * 1000;

describe('promotion snooze', () => {
  it('is not snoozed before any dismissal', () => {
    expect(isPromotionSnoozed(NOW)).toBe(false);
  });

  it('stores a timestamp 10 minutes ahead and stays snoozed until then', () => {
    snoozePromotion(NOW);
    expect(Number(localStorage.getItem(PROMOTION_SNOOZE_KEY))).toBe(NOW + 10 * MINUTE);
    expect(isPromotionSnoozed(NOW + 9 * MINUTE)).toBe(true);
    expect(isPromotionSnoozed(NOW + 10 * MINUTE - 1)).toBe(true);
    expect(isPromotionSnoozed(NOW + 10 * MINUTE)).toBe(false);
  });

  it('ignores a stored value that is not a timestamp', () => {
    localStorage.setItem(PROMOTION_SNOOZE_KEY, 'later');
    expect(isPromotionSnoozed(NOW)).toBe(false);
  });
});
