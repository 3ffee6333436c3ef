'use client';

import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * next/image's optimised `<img>` (srcset, sizes, lazy loading) without next/image's load
 * handling. `<Image>` hydrates with a dozen hooks and a ref per picture, 26 on the home page,
 * for placeholders and load callbacks these pictures do not use; this renders the same `<img>`
 * with none. A client component, so the page's RSC payload carries the short props, not each
 * picture's srcset a second time.
 *
 * `preload` marks the page's LCP picture: hinted ahead of the stylesheets, loaded at once and at
 * high priority.
 */
export function StaticImage({ preload = false, ...imageProps }: ImageProps) {
  const { props } = getImageProps(preload ? { loading: 'eager', fetchPriority: 'high', ...imageProps } : imageProps);
  if (preload) {
    preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: props.fetchPriority });
  }
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own attributes, from getImageProps
  return <img {...props} alt={imageProps.alt} />;
}
