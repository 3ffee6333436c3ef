import { getPromotion } from '@/modules/promotions/server';
import { PromotionGate } from '@/modules/promotions/components';

/** Server part of the promotion: reads its dates once (cached) and hands them to the gate. */
export async function PromotionSlot() {
  const promotion = await getPromotion();
  return promotion ? <PromotionGate promotion={promotion} /> : null;
}
