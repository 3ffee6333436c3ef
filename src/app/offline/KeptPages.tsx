'use client';

import { useEffect, useState } from 'react';
import { pageCacheNames } from '@/domain/offline/cache-names';
import { clockTime, seenAt } from '@/domain/offline/seen-at';

interface KeptPage {
  path: string;
  seen: number | null;
}

async function keptPages(): Promise<KeptPage[]> {
  if (typeof caches === 'undefined') return [];
  const paths = new Set<string>();
  for (const name of pageCacheNames(await caches.keys())) {
    for (const request of await (await caches.open(name)).keys()) {
      const url = new URL(request.url);
      if (url.pathname !== '/offline') paths.add(url.pathname + url.search);
    }
  }
  return Promise.all([...paths].sort().map(async (path) => ({ path, seen: await seenAt(path) })));
}

/** The pages this device keeps, as links (plain ones: the worker answers them from what it kept). */
export function KeptPages() {
  const [pages, setPages] = useState<KeptPage[] | null>(null);
  useEffect(() => {
    void keptPages().then(setPages);
  }, []);
  if (pages === null) return null;
  if (pages.length === 0) return <p>No pages are kept on this device yet.</p>;
  return (
    <ul>
      {pages.map(({ path, seen }) => (
        <li key={path}>
          <a href={path} className="inline-link">
            {path === '/' ? 'Home' : path}
          </a>
          {seen !== null && ` — seen at ${clockTime(seen)}`}
        </li>
      ))}
    </ul>
  );
}
