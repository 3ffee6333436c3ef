import { door } from '@/server/door/door';
import type { Product } from '@/modules/catalogue/contract';
import { BROWSER_ORIGIN } from '../msw/server';

export const DEMO = { email: 'customer@example.com', password: 'Sandbox-pass-1' };

export interface SetCookie {
  value: string;
  /** The whole Set-Cookie line, attributes included. */
  line: string;
}

/** Set-Cookie lines of an answer by cookie name. */
export function setCookiesOf(response: Response): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>();
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0];
    const index = pair.indexOf('=');
    cookies.set(pair.slice(0, index).trim(), { value: pair.slice(index + 1).trim(), line });
  }
  return cookies;
}

/** A Cookie header as the browser would send back what the door set. */
export function cookieHeaderFrom(...responses: Response[]): string {
  const jar = new Map<string, string>();
  for (const response of responses) {
    for (const [name, { value, line }] of setCookiesOf(response)) {
      if (/max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export function callDoor(path: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
  const { cookie, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (cookie) headers.set('cookie', cookie);
  return door(new Request(`${BROWSER_ORIGIN}/api/${path}`, { ...rest, headers }));
}

export function signIn(fields: Record<string, string> = {}): Promise<Response> {
  return callDoor('user/login', {
    method: 'POST',
    body: new URLSearchParams({ email: DEMO.email, password: DEMO.password, ...fields }),
  });
}

/** A product of the seed, read through the door. */
export async function productThroughDoor(slug: string): Promise<Product> {
  const response = await callDoor(`products/by-slug?slug=${slug}`);
  return ((await response.json()) as { data: Product }).data;
}

/** The basket form of `slug`'s first price and colour with `count`, as the product page and the basket send it. */
export async function basketForm(slug: string, count: number): Promise<URLSearchParams> {
  const item = await productThroughDoor(slug);
  const price = item.price_type_data[0];
  return new URLSearchParams({
    products_id: String(item.id),
    price_id: String(price.id),
    price_type_id: String(price.id),
    tag_id: String(price.tag_id),
    type_id: String(price.type_id),
    count: String(count),
    'color_id[]': String(item.color[0]?.id ?? 1),
  });
}
