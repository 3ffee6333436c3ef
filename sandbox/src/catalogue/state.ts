import type { ColorLabColor, MediaItem, Product, Service } from '@/modules/catalogue/contract';
import type { HolidayPromotion } from '@/modules/catalogue/contract';

/** Products carry their reviews (Product.reviews); ratings are derived from them. */
export interface CatalogueState {
  products: Product[];
  services: Service[];
  media: MediaItem[];
  colors: ColorLabColor[];
  promotion: HolidayPromotion;
  nextReviewId: number;
}

export { createCatalogueState } from './seed';
