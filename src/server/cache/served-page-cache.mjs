// @ts-check
/**
 * A micro-cache in front of Next for pages it already serves from its cache: the bytes of an
 * answer Next marked `x-nextjs-cache: HIT` are replayed for a second, without Next's routing,
 * proxy and render-result work (a cached page cost Next 0.5–1.5 ms of CPU, a replay a few µs).
 * A second is short enough that nobody reads an old page for long; a revalidation in this
 * process forgets the kept pages it changed (`forgetServedPages`), and on other instances the
 * page is at most `ttlMs` old. Only anonymous, shared answers are kept: nothing with a cookie
 * set, nothing for Next's client-side navigation (RSC) requests, nothing but GET.
 *
 * What a request can make it keep is bounded (docs/decisions.md "What a request can make
 * `server.mjs` keep is bounded"): a page is kept once per
 * encoding Next's compression gives (gzip, deflate or none, served-encoding.mjs), not per
 * spelling of `Accept-Encoding`; only for the shop's own host names (`ownHost`); at most
 * `maxPages` pages and `maxBytes` bytes, the least recently used dropped first; and expired pages
 * are swept out as new ones come in and on a timer, not only when the same page is asked for again.
 *
 * The same cache keeps /search pages by their normalised query (search-page-cache.mjs): `keyOf`
 * names what a request asks for, `keeps` which answers may be kept, and `cacheControl` is the
 * header given to the answers it may keep, and to their replays; for `staleMs` past its time a
 * page is still replayed while one request at a time asks Next for a new one, so the requests
 * that come while it renders do not each render it again.
 */
import { DEFAULT_LOCALE_SEGMENT, LOCALE_COOKIE } from '../../shared/i18n/locale-path.mjs';
import { servedEncoding } from './served-encoding.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {(request: IncomingMessage, response: ServerResponse) => unknown} Handler
 * @typedef {(this: ServerResponse, chunk?: unknown, chunkEncoding?: unknown, callback?: unknown) => any} Writer
 * @typedef {{ path: string, until: number, status: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer, bytes: number, refreshing?: boolean }} KeptPage
 * @typedef {(request: IncomingMessage, url: string) => string | null} KeyOf
 * @typedef {(this: ServerResponse, statusCode: number, ...rest: any[]) => ServerResponse} WriteHead
 */

/** The process-wide hook through which a revalidation reaches the cache of the running server. */
export const FORGET_SERVED_PAGES = Symbol.for('ledfloor.forgetServedPages');

// Requests Next answers differently from a plain page load (see its `Vary`), or that bypass ISR.
const PER_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'next-action', 'range'];
const DRAFT_MODE_COOKIE = '__prerender_bypass';
// Scripts, styles, optimised images and the door: never a cached page, so not worth recording.
const NOT_PAGES = ['/_next/', '/api/'];
/** What a kept page costs besides its body: its key, headers and bookkeeping, roughly. */
const PAGE_OVERHEAD_BYTES = 1024;

export const DEFAULT_SERVED_PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * A `Host` header's host and port as an origin names them (`Shop.Example:443` stays as sent, lower-cased).
 * @param {string | undefined} host
 * @returns {string | null}
 */
export function hostOf(host) {
  if (typeof host !== 'string' || host === '' || /[\s/\\@?#]/.test(host)) return null;
  try {
    return new URL(`http://${host}`).host;
  } catch {
    return null;
  }
}

/**
 * The shop's own host names: NEXT_PUBLIC_SITE_URL's and DOOR_ALLOWED_ORIGINS' (the origins the door
 * accepts as the shop's), and this server's own loopback names on its port (the shop opened as
 * `http://127.0.0.1:3000` is the same server as `http://localhost:3000`).
 * @param {{ siteUrl?: string, allowedOrigins?: string, port: number | string }} options
 * @returns {Set<string | null>}
 */
export function shopHosts({ siteUrl, allowedOrigins = '', port }) {
  /** @type {Set<string | null>} */
  const hosts = new Set();
  for (const origin of [siteUrl, ...allowedOrigins.split(',')].flatMap((entry) => entry?.trim() || [])) {
    try {
      hosts.add(new URL(origin).host);
    } catch {
      // Not an origin: the door ignores it too.
    }
  }
  for (const loopback of loopbackHosts(port)) hosts.add(loopback);
  return hosts;
}

/**
 * This server's loopback names on its port, as a `Host` header names them.
 * @param {number | string} port
 * @returns {(string | null)[]}
 */
export const loopbackHosts = (port) => ['localhost', '127.0.0.1', '[::1]'].map((loopback) => hostOf(`${loopback}:${port}`));

export class ServedPageCache {
  /** @type {Map<string, KeptPage>} */
  #pages = new Map();
  #bytes = 0;

  /**
   * @param {object} [options]
   * @param {number} [options.ttlMs]
   * @param {number} [options.maxPages]
   * @param {number} [options.maxPageBytes]
   * @param {number} [options.maxBytes]
   * @param {(host: string) => boolean} [options.ownHost]
   * @param {() => number} [options.now]
   * @param {(result: 'hit' | 'miss', response: ServerResponse) => void} [options.observe] told of each replay, and of each page kept after Next answered it (the metrics' served_page layer)
   * @param {KeyOf} [options.keyOf] what a request asks for (null: not for this cache); default its URL, for a shared page request
   * @param {(response: ServerResponse) => boolean} [options.keeps] which finished answers are kept; default those Next served from its cache
   * @param {string} [options.cacheControl] the Cache-Control of every answer it may keep (default: Next's, untouched)
   * @param {number} [options.staleMs] how long past its time a page is replayed while a new one renders (default 0)
   */
  constructor({
    ttlMs = 1000,
    maxPages = 500,
    maxPageBytes = 2 * 1024 * 1024,
    maxBytes = DEFAULT_SERVED_PAGE_CACHE_MAX_BYTES,
    ownHost = () => true,
    now = Date.now,
    observe = () => {},
    keyOf = (request, url) => (isSharedPageRequest(request) ? url : null),
    keeps = isSharedCachedPage,
    cacheControl = undefined,
    staleMs = 0,
  } = {}) {
    this.ttlMs = ttlMs;
    this.maxPages = maxPages;
    this.maxPageBytes = Math.min(maxPageBytes, maxBytes);
    this.maxBytes = maxBytes;
    this.ownHost = ownHost;
    this.now = now;
    this.observe = observe;
    this.keyOf = keyOf;
    this.keeps = keeps;
    this.cacheControl = cacheControl;
    this.staleMs = staleMs;
  }

  get size() {
    return this.#pages.size;
  }

  /** Bytes the kept pages take (bodies plus a fixed allowance per page). */
  get bytes() {
    return this.#bytes;
  }

  /**
   * Drops every kept page, or those whose path (query left out) `path(p)` picks.
   * @param {(path: string) => boolean} [path]
   */
  forget(path) {
    for (const [key, page] of this.#pages) if (!path || path(page.path)) this.#drop(key);
  }

  /** Drops the pages whose time (and time to be replayed stale) is over. */
  sweep() {
    const now = this.now();
    for (const [key, page] of this.#pages) if (page.until + this.staleMs <= now) this.#drop(key);
  }

  /** Sweeps every `ttlMs` until the returned function is called (the timer does not keep the process up). */
  startSweeping() {
    if (this.ttlMs <= 0) return () => {};
    const timer = setInterval(() => this.sweep(), this.ttlMs);
    timer.unref?.();
    return () => clearInterval(timer);
  }

  /**
   * Answers `request` from the cache, or lets `next` answer it and keeps what may be kept.
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {Handler} next
   */
  handle(request, response, next) {
    if (this.ttlMs <= 0) return next(request, response);
    const url = request.url ?? '/';
    const asked = this.keyOf(request, url);
    if (asked === null) return next(request, response);
    const host = hostOf(request.headers.host);
    if (host === null || !this.ownHost(host)) return next(request, response);
    const encoding = servedEncoding(request.headers['accept-encoding']);
    const key = `${host} ${encoding} ${asked}`;
    const kept = this.#pages.get(key);
    const now = this.now();
    if (kept && (kept.until > now || (kept.refreshing && kept.until + this.staleMs > now))) {
      // Least recently used last: the first to go when the cache is full.
      this.#pages.delete(key);
      this.#pages.set(key, kept);
      this.observe('hit', response);
      return replay(kept, response);
    }
    if (kept && kept.until + this.staleMs > now) {
      // This request renders the new page; until it is kept (or fails), the others get this one.
      kept.refreshing = true;
      response.once('close', () => (kept.refreshing = false));
    } else if (kept) {
      this.#drop(key);
    }
    this.#record(key, encoding, url, response);
    return next(request, response);
  }

  /** @param {string} key */
  #drop(key) {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= page.bytes;
  }

  /**
   * @param {string} key
   * @param {KeptPage} page
   */
  #keep(key, page) {
    this.sweep();
    this.#drop(key);
    while (this.#pages.size > 0 && (this.#pages.size >= this.maxPages || this.#bytes + page.bytes > this.maxBytes)) {
      this.#drop(/** @type {string} */ (this.#pages.keys().next().value));
    }
    this.#pages.set(key, page);
    this.#bytes += page.bytes;
  }

  /**
   * @param {string} key
   * @param {string} encoding
   * @param {string} url
   * @param {ServerResponse} response
   */
  #record(key, encoding, url, response) {
    /** @type {Buffer[]} */
    const chunks = [];
    let bytes = 0;
    const write = /** @type {Writer} */ (/** @type {unknown} */ (response.write));
    const end = /** @type {Writer} */ (/** @type {unknown} */ (response.end));
    /**
     * @param {unknown} chunk
     * @param {unknown} chunkEncoding
     */
    const keep = (chunk, chunkEncoding) => {
      if (chunk == null || typeof chunk === 'function' || bytes > this.maxPageBytes) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(/** @type {string} */ (chunk), typeof chunkEncoding === 'string' ? /** @type {BufferEncoding} */ (chunkEncoding) : 'utf8');
      bytes += buffer.length;
      chunks.push(buffer);
    };
    // Next's compression wraps these in turn, so what is kept is what went on the wire.
    /** @type {Writer} */
    const writeAndKeep = function (chunk, chunkEncoding, callback) {
      keep(chunk, chunkEncoding);
      return write.call(this, chunk, chunkEncoding, callback);
    };
    /** @type {Writer} */
    const endAndKeep = function (chunk, chunkEncoding, callback) {
      keep(chunk, chunkEncoding);
      return end.call(this, chunk, chunkEncoding, callback);
    };
    response.write = /** @type {ServerResponse['write']} */ (writeAndKeep);
    response.end = /** @type {ServerResponse['end']} */ (endAndKeep);
    if (this.cacheControl) giveCacheControl(response, this.cacheControl);
    response.once('finish', () => {
      if (bytes > this.maxPageBytes || !this.keeps(response)) return;
      if (this.cacheControl && response.getHeader('cache-control') !== this.cacheControl) return;
      // Replayed only to requests that get this same encoding from Next: if its choice ever
      // differed from servedEncoding's, the answer is not kept rather than sent to the wrong client.
      if (String(response.getHeader('content-encoding') ?? 'identity').toLowerCase() !== encoding) return;
      const body = Buffer.concat(chunks);
      const path = url.split('?')[0];
      this.observe('miss', response);
      this.#keep(key, { path, until: this.now() + this.ttlMs, status: response.statusCode, headers: response.getHeaders(), body, bytes: body.length + PAGE_OVERHEAD_BYTES });
    });
  }
}

/**
 * Gives a 200 answer without cookies `cacheControl` as its headers go out (Node sends them through
 * writeHead, also when the handler only sets headers and writes); any other answer keeps its own.
 * @param {ServerResponse} response
 * @param {string} cacheControl
 */
function giveCacheControl(response, cacheControl) {
  const writeHead = /** @type {WriteHead} */ (/** @type {unknown} */ (response.writeHead));
  /** @type {WriteHead} */
  const writeHeadShared = function (statusCode, ...rest) {
    const last = rest.at(-1);
    // Headers given as a list of raw pairs are left as they are (and the answer is then not kept).
    const given = last !== null && typeof last === 'object' && !Array.isArray(last) ? Object.entries(last) : [];
    const rawPairs = Array.isArray(last);
    const cookie = this.getHeader('set-cookie') !== undefined || given.some(([name]) => name.toLowerCase() === 'set-cookie');
    if (statusCode === 200 && !cookie && !rawPairs) {
      if (given.length) rest[rest.length - 1] = Object.fromEntries(given.filter(([name]) => name.toLowerCase() !== 'cache-control'));
      this.setHeader('cache-control', cacheControl);
    }
    return writeHead.call(this, statusCode, ...rest);
  };
  response.writeHead = /** @type {ServerResponse['writeHead']} */ (writeHeadShared);
}

const CHOSEN_LOCALE = new RegExp(`(?:^|;)\\s*${LOCALE_COOKIE}=([^;]*)`);

/**
 * `/` asked by a customer who chose a language other than English: next.config.ts sends them to
 * their language's home by that cookie, which a replay of the English home would skip.
 * @param {IncomingMessage} request
 * @param {string} url
 */
function choseOtherLanguageHome(request, url) {
  if (url.split('?')[0] !== '/') return false;
  const chosen = CHOSEN_LOCALE.exec(request.headers.cookie ?? '');
  return chosen !== null && chosen[1].trim() !== DEFAULT_LOCALE_SEGMENT;
}

/** @param {IncomingMessage} request */
export function isSharedPageRequest(request) {
  const url = request.url ?? '/';
  if (request.method !== 'GET' || NOT_PAGES.some((prefix) => url.startsWith(prefix))) return false;
  if (PER_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  if (choseOtherLanguageHome(request, url)) return false;
  return !(request.headers.cookie ?? '').includes(DRAFT_MODE_COOKIE);
}

/** @param {ServerResponse} response */
function isSharedCachedPage(response) {
  return (
    response.statusCode === 200 &&
    response.getHeader('x-nextjs-cache') === 'HIT' &&
    response.getHeader('set-cookie') === undefined &&
    /\bs-maxage=/.test(String(response.getHeader('cache-control') ?? ''))
  );
}

/**
 * @param {KeptPage} page
 * @param {ServerResponse} response
 */
function replay(page, response) {
  /** @type {import('node:http').OutgoingHttpHeaders} */
  // What this answer already carries (its own request id) is kept over the first answer's.
  const headers = { ...page.headers, ...response.getHeaders(), 'content-length': page.body.length };
  delete headers['transfer-encoding'];
  response.writeHead(page.status, headers);
  response.end(page.body);
}
