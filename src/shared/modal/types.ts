import type { BasketData, BasketVariantFields } from '@/modules/basket/contract';
import type { AreaUnit, HolidayPromotion, Porosity } from '@/modules/catalogue/contract';

/**
 * Every modal of docs/contract.md §2 by type name, with the (serializable) props it opens with.
 * One open at a time: the store holds `{ type, props }`, app/ModalRoot renders it.
 */
export interface ModalPropsByType {
  WRITE_REVIEW: { productId: number; productTitle: string };
  SIGN_IN: { mode?: 'signIn' | 'forgotPassword'; redirectTo?: string };
  SIGN_UP: Record<string, never>;
  REQUEST: {
    title: 'Upon Request' | 'Custom Color Request' | 'Service Request';
    productId?: number;
    serviceId?: number;
    /** Prefilled description (the colour lab names the picked colours). */
    description?: string;
  };
  CHANGE_PASSWORD: Record<string, never>;
  RESET_PASSWORD: { token: string };
  PAYMENT_ADDRESS_MODAL: { basketData: BasketData };
  PAYMENT: Record<string, never>;
  GALLERY: { images: { src: string; alt: string }[]; initialSlide: number };
  SERVICES_PDF_LIST: { title: string; items: { pdf_title: string; url: string }[] };
  TECHNICAL_DATA_LIST: { title: string; items: { title: string; path: string }[] };
  SUBSCRIBE: Record<string, never>;
  HOLIDAY_PROMOTION: { promotion: HolidayPromotion };
  DISCOUNT_NOTIFICATION: { message: string };
  /** docs/contract.md §10: lines into one of the customer's jobs, or into a job made on the spot by name. */
  ADD_TO_JOB: {
    title: 'Add to job' | 'Save as a job' | 'Copy to job';
    /** Each line's variant and count, and how the dialog names it (the shape of the basket's wanted lines). */
    lines: { fields: BasketVariantFields; label: string }[];
    /** The job chosen beforehand (the calculator's). */
    jobId?: number;
    /** A job made here takes this floor (the calculator's area, coats and wood). */
    floor?: { area: number; area_unit: AreaUnit; coats: number; porosity: Porosity | null };
  };
}

export type ModalType = keyof ModalPropsByType;

export type OpenModal = { [T in ModalType]: { type: T; props: ModalPropsByType[T] } }[ModalType];
