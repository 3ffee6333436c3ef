import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/** The attributes of next/image's optimised `<img>`: plain values, so a server component can pass them to a client one. */
export type ImageAttributes = ReturnType<typeof getImageProps>['props'];

/**
 * next/image's `<img>` attributes (optimiser URLs, srcset, sizes, lazy loading) without its
 * component. `preload` marks the page's LCP picture: hinted ahead of the stylesheets, loaded at
 * once and at high priority. Called on the server, none of next/image's code reaches the browser.
 */
export function imageAttributes({ preload = false, ...imageProps }: ImageProps): ImageAttributes {
  const { props } = getImageProps(preload ? { loading: 'eager', fetchPriority: 'high', ...imageProps } : imageProps);
  if (preload) {
    preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: props.fetchPriority });
  }
  return props;
}
