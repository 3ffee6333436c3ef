import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { ModalPropsByType, ModalType } from '@/shared/modal/types';
import { preloadable } from './preloadable';

/**
 * Each modal type → its component, loaded only when first opened (next/dynamic), so no modal's
 * code is in a page's first load. Components get their props plus `onClose`.
 * A type that has no entry yet is not offered by any page.
 */
export type ModalComponent<T extends ModalType> = ComponentType<ModalPropsByType[T] & { onClose: () => void }>;

type Registry = { [T in ModalType]?: ModalComponent<T> };

const lazy = <T extends ModalType>(load: () => Promise<{ default: ModalComponent<T> }>) =>
  dynamic(load, { ssr: false }) as ModalComponent<T>;

/** The checkout's modals, which the basket page fetches ahead (CheckoutPreload) so they open without a wait. */
export const checkoutModals = {
  PAYMENT_ADDRESS_MODAL: preloadable(() => import('@/modules/checkout/components/PaymentAddressModal'), (m) => m.default),
  PAYMENT: preloadable(() => import('@/modules/checkout/components/PaymentModal'), (m) => m.default),
};

/** The job dialog, which product pages fetch once loaded and idle for a customer offered jobs, so it opens without signal (JobDialogPreload). */
export const jobModals = {
  ADD_TO_JOB: preloadable(() => import('@/modules/jobs/components/AddToJobModal'), (m) => m.default),
};

export const modalRegistry: Registry = {
  // Entries: TYPE: lazy(() => import('@/modules/<module>/components/<Modal>')), its props named in that module's modals.ts.
  GALLERY: lazy<'GALLERY'>(() => import('@/modules/catalogue/components/GalleryModal')),
  REQUEST: lazy<'REQUEST'>(() => import('@/modules/requests/components/RequestModal')),
  TECHNICAL_DATA_LIST: lazy<'TECHNICAL_DATA_LIST'>(() => import('@/modules/content/components/TechnicalDataModal')),
  SERVICES_PDF_LIST: lazy<'SERVICES_PDF_LIST'>(() => import('@/modules/content/components/ServicesPdfModal')),
  DISCOUNT_NOTIFICATION: lazy<'DISCOUNT_NOTIFICATION'>(() => import('@/modules/promotions/components/DiscountNotificationModal')),
  SUBSCRIBE: lazy<'SUBSCRIBE'>(() => import('@/modules/subscribe/components/SubscribeModal')),
  HOLIDAY_PROMOTION: lazy<'HOLIDAY_PROMOTION'>(() => import('@/modules/promotions/components/HolidayPromotionModal')),
  PAYMENT_ADDRESS_MODAL: checkoutModals.PAYMENT_ADDRESS_MODAL,
  PAYMENT: checkoutModals.PAYMENT,
  WRITE_REVIEW: lazy<'WRITE_REVIEW'>(() => import('@/modules/reviews/components/WriteReviewModal')),
  SIGN_IN: lazy<'SIGN_IN'>(() => import('@/modules/accounts/components/SignInModal')),
  SIGN_UP: lazy<'SIGN_UP'>(() => import('@/modules/accounts/components/SignUpModal')),
  RESET_PASSWORD: lazy<'RESET_PASSWORD'>(() => import('@/modules/accounts/components/ResetPasswordModal')),
  ADD_TO_JOB: jobModals.ADD_TO_JOB,
  DELETE_JOB: lazy<'DELETE_JOB'>(() => import('@/modules/jobs/components/DeleteJobModal')),
  CHANGE_PASSWORD: lazy<'CHANGE_PASSWORD'>(() => import('@/modules/accounts/components/ChangePasswordModal')),
};
