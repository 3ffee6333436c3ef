import type { LocalCache } from './local-cache.mjs';
import type { RedisLink } from './redis-link.mjs';

interface CacheCalls {
  get(key: string, ctx?: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tagOrTags: string | string[], ...rest: unknown[]): Promise<void>;
  resetRequestCache(...args: unknown[]): unknown;
}

export declare class FailSafeCache {
  constructor(options: {
    url: string;
    timeoutMs: number;
    makeShared: () => CacheCalls;
    local?: LocalCache;
    log?: Pick<Console, 'log' | 'error'>;
  });
  readonly link: RedisLink;
  readonly usingRedis: boolean;
  get(key: string, ctx?: unknown): Promise<{ lastModified?: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tagOrTags: string | string[], ...rest: unknown[]): Promise<void>;
  resetRequestCache(...args: unknown[]): unknown;
}
