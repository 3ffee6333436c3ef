'use client';

import { lazy, Suspense, type ComponentType } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/**
 * A client-only component loaded on first render, like next/dynamic({ ssr: false }), that can also
 * be fetched ahead with `preload()`. Once its code is here it renders in the same pass as the tap
 * that opens it: React.lazy takes an already fulfilled thenable without suspending. Suspending
 * costs more than the fetch: React holds a boundary's retry back until 300 ms after the last
 * fallback it showed, and a modal inside the modal root is two boundaries deep.
 */
export function preloadable<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loaded: Loaded<P> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = { default: pick(module) };
      return module;
    });
  const fulfilled = (value: Loaded<P>) => ({ then: (resolve: (value: Loaded<P>) => void) => resolve(value) });
  const Lazy = lazy(() => (loaded ? (fulfilled(loaded) as unknown as Promise<Loaded<P>>) : preload().then(() => loaded!)));
  function Preloadable(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Preloadable, { preload });
}
