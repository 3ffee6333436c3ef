/**
 * A micro-cache in front of Next for pages it already serves from its cache: the bytes of an
 * answer Next marked `x-nextjs-cache: HIT` are replayed for a second, without Next's routing,
 * proxy and render-result work (a cached page cost Next 0.5–1.5 ms of CPU, a replay a few µs).
 * A second is short enough that nobody reads an old page for long; a revalidation in this
 * process forgets every kept page at once (`forgetServedPages`), and on other instances the
 * page is at most `ttlMs` old. Only anonymous, shared answers are kept: nothing with a cookie
 * set, nothing for Next's client-side navigation (RSC) requests, nothing but GET.
 */

/** The process-wide hook through which a revalidation reaches the cache of the running server. */
export const FORGET_SERVED_PAGES = Symbol.for('ledfloor.forgetServedPages');

// Requests Next answers differently from a plain page load (see its `Vary`), or that bypass ISR.
const PER_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'next-action', 'range'];
const DRAFT_MODE_COOKIE = '__prerender_bypass';
// Scripts, styles, optimised images and the door: never a cached page, so not worth recording.
const NOT_PAGES = ['/_next/', '/api/'];

export class ServedPageCache {
  #pages = new Map();

  constructor({ ttlMs = 1000, maxPages = 500, maxPageBytes = 2 * 1024 * 1024, now = Date.now } = {}) {
    Object.assign(this, { ttlMs, maxPages, maxPageBytes, now });
  }

  get size() {
    return this.#pages.size;
  }

  forget() {
    this.#pages.clear();
  }

  /** Answers `request` from the cache, or lets `next` answer it and keeps what may be kept. */
  handle(request, response, next) {
    if (this.ttlMs <= 0 || !isSharedPageRequest(request)) return next(request, response);
    const key = `${request.headers.host ?? ''} ${request.headers['accept-encoding'] ?? ''} ${request.url}`;
    const kept = this.#pages.get(key);
    if (kept && kept.until > this.now()) return replay(kept, response);
    if (kept) this.#pages.delete(key);
    this.#record(key, response);
    return next(request, response);
  }

  #record(key, response) {
    const chunks = [];
    let bytes = 0;
    const { write, end } = response;
    const keep = (chunk, encoding) => {
      if (chunk == null || typeof chunk === 'function' || bytes > this.maxPageBytes) return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
      bytes += buffer.length;
      chunks.push(buffer);
    };
    // Next's compression wraps these in turn, so what is kept is what went on the wire.
    response.write = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    response.end = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    };
    response.once('finish', () => {
      if (bytes > this.maxPageBytes || !isSharedCachedPage(response)) return;
      if (this.#pages.size >= this.maxPages) this.#pages.delete(this.#pages.keys().next().value);
      this.#pages.set(key, { until: this.now() + this.ttlMs, status: response.statusCode, headers: response.getHeaders(), body: Buffer.concat(chunks) });
    });
  }
}

function isSharedPageRequest(request) {
  if (request.method !== 'GET' || NOT_PAGES.some((prefix) => request.url.startsWith(prefix))) return false;
  if (PER_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return !(request.headers.cookie ?? '').includes(DRAFT_MODE_COOKIE);
}

function isSharedCachedPage(response) {
  return (
    response.statusCode === 200 &&
    response.getHeader('x-nextjs-cache') === 'HIT' &&
    response.getHeader('set-cookie') === undefined &&
    /\bs-maxage=/.test(String(response.getHeader('cache-control') ?? ''))
  );
}

function replay(page, response) {
  const headers = { ...page.headers, 'content-length': page.body.length };
  delete headers['transfer-encoding'];
  response.writeHead(page.status, headers);
  response.end(page.body);
}
