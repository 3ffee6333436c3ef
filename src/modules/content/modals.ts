/** This module's modals (docs/contract.md §2) and the props each opens with, joined to the one list by declaration merging. */
declare module '@/shared/modal/types' {
  interface ModalPropsByType {
    // `locale`: the document's language (docs/contract.md §12); English on a French page is marked.
    SERVICES_PDF_LIST: { title: string; items: { pdf_title: string; url: string; locale?: string | null }[] };
    TECHNICAL_DATA_LIST: { title: string; items: { title: string; path: string; locale?: string | null }[] };
  }
}

export {};
