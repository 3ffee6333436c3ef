import { imageAttributes } from '@/shared/ui/image-attributes';
import { GALLERY_MAIN_SIZES, type GalleryImage } from '../gallery';
import { GalleryPictures } from './GalleryPictures';
import styles from './ProductGallery.module.css';

/**
 * The product's images. Their `<img>` attributes (optimiser URLs, srcset) are made here, on the
 * server, for every image the gallery can show: switching images in the browser then needs none of
 * next/image's code, which was a third of the product page's own chunk (docs/decisions.md "Pictures in cards, tiles, heroes").
 */
export function ProductGallery({ images }: { images: GalleryImage[] }) {
  const pictures = images.map(({ src, alt }, index) => ({
    main: imageAttributes({ src, alt, fill: true, sizes: GALLERY_MAIN_SIZES, className: styles.image, preload: index === 0 }),
    // No `sizes`: a 1x and a 2x file, the ones a 72px picture takes from the full list of widths, in a sixth of its bytes.
    thumb: imageAttributes({ src, alt: '', width: 72, height: 72, className: styles.thumbImage }),
  }));
  return <GalleryPictures images={images} pictures={pictures} />;
}
