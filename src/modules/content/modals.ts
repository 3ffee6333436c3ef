/** This module's modals (docs/contract.md §2) and the props each opens with, joined to the one list by declaration merging. */
declare module '@/shared/modal/types' {
  interface ModalPropsByType {
    SERVICES_PDF_LIST: { title: string; items: { pdf_title: string; url: string }[] };
    TECHNICAL_DATA_LIST: { title: string; items: { title: string; path: string }[] };
  }
}

export {};
