import type { ReactNode } from 'react';

/**
 * Every page's document is src/app/[locale]/layout.tsx, which knows the page's language; this one
 * only lets the routes outside it (the door, the sitemap, the worker) and not-found.tsx have a root.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
