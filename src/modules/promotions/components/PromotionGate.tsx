'use client';

import { usePathname } from '@/shared/i18n/navigation';
import { useEffect } from 'react';
import type { HolidayPromotion } from '@/modules/catalogue/contract';
import { useAppDispatch, useAppStore } from '@/shared/store/hooks';
import { modalOpened, selectOpenModal } from '@/shared/store/modal-slice';
import { isPromotionActive } from '../promotion-window';
import { isPromotionSnoozed } from '../snooze';

/**
 * Opens the holiday promotion on a page view while the offer runs and it is not snoozed.
 * Renders nothing; the modal's code loads only when it opens.
 */
export function PromotionGate({ promotion }: { promotion: HolidayPromotion }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const pathname = usePathname();

  useEffect(() => {
    const now = Date.now();
    if (!isPromotionActive(promotion, now) || isPromotionSnoozed(now)) return;
    if (selectOpenModal(store.getState())) return; // one modal at a time: never push another aside
    dispatch(modalOpened({ type: 'HOLIDAY_PROMOTION', props: { promotion } }));
  }, [promotion, pathname, dispatch, store]);

  return null;
}
