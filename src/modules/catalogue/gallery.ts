import type { ModalPropsByType } from '@/shared/modal/types';

export type GalleryImage = ModalPropsByType['GALLERY']['images'][number];

/** The main product image column: full width below md, half of the 1200px container above. */
export const GALLERY_MAIN_SIZES = '(min-width: 1200px) 560px, (min-width: 768px) 48vw, 100vw';

export const openImageLabel = (index: number, count: number) =>
  count > 1 ? `Open image ${index + 1} of ${count} full screen` : 'Open image full screen';
