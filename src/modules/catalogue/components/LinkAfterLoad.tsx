'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';
import { Link } from '@/shared/i18n/navigation';

function onPageLoad(notify: () => void) {
  window.addEventListener('load', notify);
  return () => window.removeEventListener('load', notify);
}

const pageLoaded = () => document.readyState === 'complete';
const notLoadedOnServer = () => false;

/**
 * The shop's Link (next/link in the page's language) whose prefetch waits for the page's load event. A prefetched route brings its own
 * client chunks (a product page: its gallery, next/image): a grid of cards in view would fetch
 * them while the page's own pictures are still loading. Until load it is a plain client-side link
 * (a click still navigates without a reload); after it, prefetched in view and on hover as usual.
 */
export function LinkAfterLoad(props: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const loaded = useSyncExternalStore(onPageLoad, pageLoaded, notLoadedOnServer);
  return <Link {...props} prefetch={loaded ? null : false} />;
}
