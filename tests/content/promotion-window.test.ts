import { createTranslator } from 'next-intl';
import { MESSAGES } from '@/app/_i18n/messages';
import { isPromotionActive, promotionCountdown as countdownIn, type CountdownWords } from '@/modules/promotions/promotion-window';
import type { Locale } from '@/shared/i18n/locales';

/** The countdown's words as the modal gives them (promotions.client.countdown). */
function countdownWords(locale: Locale): CountdownWords {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'promotions.client.countdown' });
  return { finished: t('finished'), days: (count) => t('days', { count }), hours: (count) => t('hours', { count }), ends: (date) => t('ends', { date }), locale };
}

const promotionCountdown = (promotion: { starts_at: string; ends_at: string }, now: number) => countdownIn(promotion, now, countdownWords('en'));

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

describe('promotion countdown in French', () => {
  const inFrench = (iso: string) => countdownIn(PROMOTION, at(iso), countdownWords('fr'));

  it('counts the days left and writes the end date as Quebec does', () => {
    expect(inFrench('2024-12-20T12:00:00Z')).toEqual({ text: 'Il reste 19 jours', fullDate: 'Se termine le 8 janvier 2025' });
    expect(inFrench('2025-01-07T23:00:00Z')).toEqual({ text: 'Il reste 1 jour', fullDate: null });
  });

  it('counts hours on the last day, and says Terminé at the end', () => {
    expect(inFrench('2025-01-08T20:30:00Z').text).toBe('Il reste 4 heures');
    expect(inFrench('2025-01-08T23:30:00Z').text).toBe('Il reste 1 heure');
    expect(inFrench('2025-01-09T00:00:00Z').text).toBe('Terminé');
  });
});
