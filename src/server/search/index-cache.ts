import { searchDocuments, type SearchHrefs, type SearchSource } from './documents';
import { buildSiteIndex, type SiteIndex } from './site-index';

export interface IndexCacheOptions {
  /** The catalogue and content reads (cached by Next under their tags). */
  load: () => Promise<SearchSource>;
  hrefs: SearchHrefs;
  /**
   * A value that changes whenever one of the reads' tags is expired, on any instance (a cached
   * stamp under the same tags, src/server/search/version.ts): each instance rebuilds its index
   * when it sees a new one.
   */
  version: () => Promise<string>;
}

/**
 * One index per instance, built from the shared cache's reads and kept until the version
 * changes. Callers during a rebuild share it; a failed build is forgotten, so the next call tries again.
 */
export function createIndexCache({ load, hrefs, version }: IndexCacheOptions): () => Promise<SiteIndex> {
  let current: { version: string; index: Promise<SiteIndex> } | null = null;

  return async function siteIndex() {
    const now = await version();
    if (current?.version !== now) {
      const index = load().then((source) => buildSiteIndex(searchDocuments(source, hrefs)));
      const entry = { version: now, index };
      current = entry;
      index.catch(() => {
        if (current === entry) current = null;
      });
    }
    return current.index;
  };
}
