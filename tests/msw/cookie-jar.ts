/** The browser's cookie handling, reduced to what the door's cookies need in tests. */
export class BrowserCookieJar {
  private cookies = new Map<string, { value: string; attributes: string }>();

  attach(request: Request): Request {
    if (this.cookies.size === 0) return request;
    // Copied one by one: MSW's intercepted headers given whole to `new Headers` lose those set by
    // the caller beyond the CORS-safelisted ones (an Idempotency-Key among them).
    const headers = new Headers();
    request.headers.forEach((value, name) => headers.set(name, value));
    headers.set('cookie', [...this.cookies].map(([name, c]) => `${name}=${c.value}`).join('; '));
    return new Request(request, { headers });
  }

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = /max-age=0\b/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, { value, attributes: attributes.join(';').trim() });
    }
  }

  /** Attributes as the server set them, e.g. "Path=/; HttpOnly; SameSite=lax". */
  get(name: string) {
    return this.cookies.get(name);
  }

  clear() {
    this.cookies.clear();
  }
}
