import type { ColorLabColor, MediaItem, Product, Service } from '@/shared/contract/catalogue';
import type { HolidayPromotion } from '@/shared/contract/catalogue';

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
