/** This module's modals (docs/contract.md §2) and the props each opens with, joined to the one list by declaration merging. */
declare module '@/shared/modal/types' {
  interface ModalPropsByType {
    WRITE_REVIEW: { productId: number; productTitle: string };
  }
}

export {};
