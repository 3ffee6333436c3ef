import { getLocale } from 'next-intl/server';
import { getPromotion } from '@/modules/promotions/server';
import { PromotionGate } from '@/modules/promotions/components';

/** Server part of the promotion: reads its dates once (cached) and hands them to the gate, in the page's language. */
export async function PromotionSlot() {
  const promotion = await getPromotion(await getLocale());
  return promotion ? <PromotionGate promotion={promotion} /> : null;
}
