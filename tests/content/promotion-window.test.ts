import { isPromotionActive, promotionCountdown } from '@/modules/promotions/promotion-window';

// docs/contract.md §9's window: 12/16/24 to 01/08/25, whole days inclusive (UTC, like the dashboard's rule).
const PROMOTION = { starts_at: '2024-12-16', ends_at: '2025-01-08' };
const at = (iso: string) => Date.parse(iso);

describe('holiday promotion window', () => {
  it('is active from the first moment of the start day to the last moment of the end day', () => {
    expect(isPromotionActive(PROMOTION, at('2024-12-15T23:59:59Z'))).toBe(false);
    expect(isPromotionActive(PROMOTION, at('2024-12-16T00:00:00Z'))).toBe(true);
    expect(isPromotionActive(PROMOTION, at('2025-01-08T23:59:59Z'))).toBe(true);
    expect(isPromotionActive(PROMOTION, at('2025-01-09T00:00:00Z'))).toBe(false);
  });

  it('is never active with dates it cannot read', () => {
    expect(isPromotionActive({ starts_at: 'soon', ends_at: '2025-01-08' }, at('2024-12-20T00:00:00Z'))).toBe(false);
  });
});

describe('promotion countdown', () => {
  it('shows the remaining days and the full end date while more than 2 days are left', () => {
    expect(promotionCountdown(PROMOTION, at('2024-12-20T12:00:00Z'))).toEqual({ text: 'Remaining 19 days', fullDate: 'Ends January 8, 2025' });
  });

  it('drops the date at 2 days or less and still counts days above one', () => {
    expect(promotionCountdown(PROMOTION, at('2025-01-07T00:00:00Z'))).toEqual({ text: 'Remaining 2 days', fullDate: null });
    expect(promotionCountdown(PROMOTION, at('2025-01-07T23:00:00Z'))).toEqual({ text: 'Remaining 1 day', fullDate: null });
  });

  it('counts hours, rounded up, on the last day', () => {
    expect(promotionCountdown(PROMOTION, at('2025-01-08T20:30:00Z'))).toEqual({ text: 'Remaining 4 hours', fullDate: null });
    expect(promotionCountdown(PROMOTION, at('2025-01-08T23:30:00Z'))).toEqual({ text: 'Remaining 1 hour', fullDate: null });
  });

  it('says Finished once the end is reached', () => {
    expect(promotionCountdown(PROMOTION, at('2025-01-09T00:00:00Z'))).toEqual({ text: 'Finished', fullDate: null });
    expect(promotionCountdown(PROMOTION, at('2025-03-01T00:00:00Z')).text).toBe('Finished');
  });
});
