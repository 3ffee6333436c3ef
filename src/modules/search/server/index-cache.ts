import 'server-only';
import { searchDocuments, type SearchSource } from './documents';
import type { Locale } from '@/shared/i18n/locales';
import { buildSiteIndex, type SiteIndex } from './site-index';

export interface IndexCacheOptions {
  /** The catalogue and content reads (cached by Next under their tags), for the index of `version`. */
  load: (version: string) => Promise<SearchSource>;
  /**
   * A value that changes whenever one of the reads' tags is expired, on any instance (a cached
   * stamp under the same tags, src/modules/search/server/version.ts): each instance rebuilds its index
   * when it sees a new one.
   */
  version: () => Promise<string>;
  /** The language of the documents, for how their words are read (site-index.ts); English when absent. */
  language?: Locale;
  /** Told how each build went (the server logs it; the bench's large-catalogue mode reads the log). */
  onBuilt?: (build: IndexBuild) => void;
}

export interface IndexBuild {
  documents: number;
  /** Reading the catalogue and content (every page of the lists). */
  loadMs: number;
  /** Building the index from what was read. */
  buildMs: number;
  /** V8 heap in use after the build, and its growth over the build (the index and its documents). */
  heapUsedBytes: number;
  heapGrowthBytes: number;
}

/** Builds the index from the reads, timing both and measuring the heap around the build. */
async function loadAndBuild({ load, onBuilt, language }: IndexCacheOptions, version: string): Promise<SiteIndex> {
  const started = performance.now();
  const source = await load(version);
  const loaded = performance.now();
  const heapBefore = process.memoryUsage().heapUsed;
  const index = buildSiteIndex(searchDocuments(source), { language });
  const heapUsedBytes = process.memoryUsage().heapUsed;
  onBuilt?.({ documents: index.size, loadMs: loaded - started, buildMs: performance.now() - loaded, heapUsedBytes, heapGrowthBytes: heapUsedBytes - heapBefore });
  return index;
}

/**
 * One index per instance, built from the shared cache's reads and kept until the version
 * changes. Callers during a rebuild share it; a failed build is forgotten, so the next call tries again.
 */
export function createIndexCache(options: IndexCacheOptions): () => Promise<SiteIndex> {
  const { version } = options;
  let current: { version: string; index: Promise<SiteIndex> } | null = null;
  // A missing stamp is minted once per caller waiting on it (unstable_cache does not join them):
  // the page and the route handler asking together after a start would get two stamps, and
  // build an index for each. Callers while a read is under way share that read.
  let versionRead: Promise<string> | null = null;
  const readVersion = () => {
    versionRead ??= version().finally(() => {
      versionRead = null;
    });
    return versionRead;
  };

  return async function siteIndex() {
    const now = await readVersion();
    if (current?.version !== now) {
      const index = loadAndBuild(options, now);
      const entry = { version: now, index };
      current = entry;
      index.catch(() => {
        if (current === entry) current = null;
      });
    }
    return current.index;
  };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** One log line per build; scripts/bench/large-catalogue.mjs reads it back. */
export function indexBuildLine(build: IndexBuild): string {
  return (
    `[search] index built: ${build.documents} documents, read in ${Math.round(build.loadMs)} ms, built in ${Math.round(build.buildMs)} ms, ` +
    `heap ${mb(build.heapUsedBytes)} MB (+${mb(build.heapGrowthBytes)} MB)`
  );
}
