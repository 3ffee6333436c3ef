import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const FORGET_SERVED_PAGES: unique symbol;

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;

export declare class ServedPageCache {
  constructor(options?: { ttlMs?: number; maxPages?: number; maxPageBytes?: number; now?: () => number });
  readonly size: number;
  forget(): void;
  handle(request: IncomingMessage, response: ServerResponse, next: Handler): unknown;
}
