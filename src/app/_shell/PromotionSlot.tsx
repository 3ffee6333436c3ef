import { getPromotion } from '@/server/dashboard/reads/promotion';
import { PromotionGate } from '@/features/promotions/components/PromotionGate';

/** Server part of the promotion: reads its dates once (cached) and hands them to the gate. */
export async function PromotionSlot() {
  const promotion = await getPromotion();
  return promotion ? <PromotionGate promotion={promotion} /> : null;
}
