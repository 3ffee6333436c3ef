import type { BasketData } from '@/modules/basket/contract';

/** This module's modals (docs/contract.md §2) and the props each opens with, joined to the one list by declaration merging. */
declare module '@/shared/modal/types' {
  interface ModalPropsByType {
    PAYMENT_ADDRESS_MODAL: { basketData: BasketData };
    PAYMENT: Record<string, never>;
  }
}
