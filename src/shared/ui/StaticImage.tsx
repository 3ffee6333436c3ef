'use client';

import type { ImageProps } from 'next/image';
import { imageAttributes } from './image-attributes';

/**
 * next/image's optimised `<img>` (imageAttributes) without next/image's load handling. `<Image>`
 * hydrates with a dozen hooks and a ref per picture, 26 on the home page, for placeholders and load
 * callbacks these pictures do not use; this renders the same `<img>` with none. A client
 * component, so the page's RSC payload carries the short props, not each picture's srcset a
 * second time; a page whose pictures change in the browser passes imageAttributes' result from
 * the server instead (the product page's gallery), so it carries none of next/image's code.
 */
export function StaticImage(imageProps: ImageProps) {
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own attributes, from getImageProps
  return <img {...imageAttributes(imageProps)} alt={imageProps.alt} />;
}
