import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const FORGET_SERVED_PAGES: unique symbol;
export declare const DEFAULT_SERVED_PAGE_CACHE_MAX_BYTES: number;

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;

export declare function hostOf(host: string | undefined): string | null;
export declare function shopHosts(options: { siteUrl?: string; allowedOrigins?: string; port: number | string }): Set<string | null>;

export declare class ServedPageCache {
  constructor(options?: {
    ttlMs?: number;
    maxPages?: number;
    maxPageBytes?: number;
    maxBytes?: number;
    ownHost?: (host: string) => boolean;
    now?: () => number;
  });
  readonly size: number;
  readonly bytes: number;
  forget(path?: (path: string) => boolean): void;
  sweep(): void;
  startSweeping(): () => void;
  handle(request: IncomingMessage, response: ServerResponse, next: Handler): unknown;
}
