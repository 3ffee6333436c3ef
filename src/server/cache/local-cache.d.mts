export interface LocalEntry {
  lastModified: number;
  tags: string[];
  value: unknown;
}
type Context = { tags?: string[]; softTags?: string[]; kind?: string } | undefined;

export declare class LocalCache {
  constructor(options?: { maxEntries?: number; now?: () => number });
  readonly size: number;
  get(key: string, ctx?: Context): LocalEntry | null;
  set(key: string, data: unknown, ctx?: Context): void;
  revalidateTag(tagOrTags: string | string[]): void;
  clear(): void;
}
