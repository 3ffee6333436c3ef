/** This module's modals (docs/contract.md §2) and the props each opens with, joined to the one list by declaration merging. */
declare module '@/shared/modal/types' {
  interface ModalPropsByType {
    REQUEST: {
      title: 'Upon Request' | 'Custom Color Request' | 'Service Request';
      productId?: number;
      serviceId?: number;
      /** Prefilled description (the colour lab names the picked colours). */
      description?: string;
    };
  }
}

export {};
