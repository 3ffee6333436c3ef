import type { ModalPropsByType } from '@/shared/modal/types';

export type GalleryImage = ModalPropsByType['GALLERY']['images'][number];

/** The main product image column: full width below md, half of the 1200px container above. */
export const GALLERY_MAIN_SIZES = '(min-width: 1200px) 560px, (min-width: 768px) 48vw, 100vw';

/** The words of catalogue.client.gallery that name an image (messages/en.ts). */
export interface OpenImageWords {
  open: (values: { index: number; count: number }) => string;
  openOnly: string;
}

export const openImageLabel = (index: number, count: number, words: OpenImageWords) =>
  count > 1 ? words.open({ index: index + 1, count }) : words.openOnly;
