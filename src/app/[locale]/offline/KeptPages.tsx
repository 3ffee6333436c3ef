'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { fileCacheNames, pageCacheNames, SEEN_AT_HEADER } from '@/modules/offline';
import { forgetOthersPersonal } from '@/modules/offline';
import { fileTitleOf, pageTitleOf } from '@/modules/offline';
import { ownerInPage } from '@/modules/offline';
import { clockTime, isOfflinePage, localeOfPath } from '@/modules/offline';
import { SHOP_NAME } from '@/shared/config/constants';

interface Kept {
  path: string;
  title: string;
  seen: number | null;
}

/** What the caches named `names` keep, once per address, named by `titleOf`, in title order. */
async function keptIn(names: string[], titleOf: (kept: Response, url: string) => Promise<string>): Promise<Kept[]> {
  const found = new Map<string, Kept>();
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      const kept = await cache.match(request, { ignoreVary: true });
      if (isOfflinePage(url.pathname) || found.has(path) || !kept) continue;
      const seen = Number(kept.headers.get(SEEN_AT_HEADER));
      found.set(path, { path, title: await titleOf(kept, path), seen: seen > 0 ? seen : null });
    }
  }
  return [...found.values()].sort((a, b) => a.title.localeCompare(b.title));
}

const pageTitle = async (kept: Response, path: string) => pageTitleOf(await kept.text(), SHOP_NAME) ?? path;
const fileTitle = async (kept: Response, path: string) => fileTitleOf(path, kept.headers.get('content-disposition'));

async function keptOnDevice(): Promise<{ pages: Kept[]; files: Kept[] }> {
  if (typeof caches === 'undefined') return { pages: [], files: [] };
  // Only who is here now: anyone else's kept pages go first, and are never listed.
  const owner = ownerInPage();
  await forgetOthersPersonal(owner);
  const names = await caches.keys();
  const [pages, files] = await Promise.all([keptIn(pageCacheNames(names, owner), pageTitle), keptIn(fileCacheNames(names, owner), fileTitle)]);
  return { pages, files };
}

/** `pages`: a page kept in the other language is named in it, and its link says so (a file's name is the file's). */
function KeptList({ items, pages = false }: { items: Kept[]; pages?: boolean }) {
  const t = useTranslations('offline.client.kept');
  const locale = useLocale();
  const langOf = (path: string) => {
    const kept = localeOfPath(path.split('?')[0]);
    return pages && kept !== locale ? kept : undefined;
  };
  return (
    <ul>
      {items.map(({ path, title, seen }) => (
        <li key={path}>
          <a href={path} className="inline-link" lang={langOf(path)}>
            {title}
          </a>
          {seen !== null && t('seenAt', { time: clockTime(seen) })}
        </li>
      ))}
    </ul>
  );
}

/** The pages and files this device keeps, by title, as links (plain ones: the worker answers them from what it kept). */
export function KeptPages() {
  const [kept, setKept] = useState<{ pages: Kept[]; files: Kept[] } | null>(null);
  const t = useTranslations('offline.client.kept');
  useEffect(() => {
    void keptOnDevice().then(setKept);
  }, []);
  // A line in the place of the answer while the caches are read, so the page does not shift when it comes.
  if (kept === null) return <p>{t('looking')}</p>;
  if (kept.pages.length === 0 && kept.files.length === 0) return <p>{t('none')}</p>;
  return (
    <>
      <KeptList items={kept.pages} pages />
      {kept.files.length > 0 && (
        <>
          <h2>{t('files')}</h2>
          <p>{t('filesLead')}</p>
          <KeptList items={kept.files} />
        </>
      )}
    </>
  );
}
