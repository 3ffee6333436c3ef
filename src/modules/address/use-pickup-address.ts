import { useTranslations } from 'next-intl';
import { PICKUP_ADDRESS, SHOP_NAME } from '@/shared/config/constants';

/** The pickup desk (docs/contract.md §2) in the page's language: its name is a message, the rest the constant. */
export function usePickupAddress() {
  const t = useTranslations('address.client');
  return { name: t('pickupDesk', { shop: SHOP_NAME }), ...PICKUP_ADDRESS };
}
