/** Shared set-up of the sandbox commerce tests: a fresh sandbox, callers with identities, seed lookups. */
import { createSandboxApp, type SandboxApp } from '@sandbox/app';
import { DEMO_CUSTOMER } from '@sandbox/accounts/state';
import type { BasketAnswer } from '@/modules/basket/contract';
import type { PriceTypeData, Product } from '@/modules/catalogue/contract';
import { API_KEY_HEADER, SESSION_HEADER } from '@/modules/accounts/contract';

export const STOREFRONT = 'http://shop.test';

export type Fields = Record<string, string | number | (string | number)[] | null>;

export function startSandbox(): SandboxApp {
  return createSandboxApp({ log: () => {}, storefrontUrl: STOREFRONT });
}

/** A fresh sandbox and a caller of it with neither session token nor customer key. */
export function freshSandbox(): { sandbox: SandboxApp; anonymous: Caller } {
  const sandbox = startSandbox();
  return { sandbox, anonymous: new Caller(sandbox) };
}

/** A reply's JSON, as the type the test expects. */
export const json = async <T>(reply: Response) => (await reply.json()) as T;

/** A multipart form as the storefront sends it: arrays as repeated `name[]`. */
export function formOf(fields: Fields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) form.append(`${name}[]`, String(item));
    else form.append(name, value === null ? '' : String(value));
  }
  return form;
}

/** Calls the sandbox as one browser identity (visitor session token and/or customer key). */
export class Caller {
  constructor(
    private readonly sandbox: SandboxApp,
    readonly headers: Record<string, string> = {},
  ) {}

  request(path: string, init: RequestInit = {}) {
    return this.sandbox.app.request(path, { ...init, headers: { ...this.headers, ...(init.headers as object) } });
  }

  post(path: string, fields: Fields = {}, headers: Record<string, string> = {}) {
    return this.request(path, { method: 'POST', body: formOf(fields), headers });
  }

  get(path: string, query: Record<string, string | number> = {}) {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return this.request(`${path}${search.size ? `?${search}` : ''}`);
  }

  async basket(): Promise<BasketAnswer> {
    const reply = await this.post('/api/basket');
    if (reply.status !== 200) throw new Error(`basket read answered ${reply.status}`);
    return (await reply.json()) as BasketAnswer;
  }
}

export async function visitor(sandbox: SandboxApp): Promise<Caller & { sessionToken: string }> {
  const reply = await sandbox.app.request('/api/default/session');
  const { token } = (await reply.json()) as { token: string };
  return Object.assign(new Caller(sandbox, { [SESSION_HEADER]: token }), { sessionToken: token });
}

export function productBySlug(sandbox: SandboxApp, slug: string): Product {
  const product = sandbox.db().catalogue.products.find((p) => p.slug === slug);
  if (!product) throw new Error(`seed has no product ${slug}`);
  return product;
}

export function priceOf(product: Product, typeName: string, tagName?: string): PriceTypeData {
  const price = product.price_type_data.find((p) => p.type_name === typeName && (!tagName || p.tag_name === tagName));
  if (!price) throw new Error(`${product.slug} has no ${typeName} ${tagName ?? ''}`);
  return price;
}

/** The add-to-basket form of a variant, as the product page sends it. */
export function variantForm(product: Product, price: PriceTypeData, extra: Fields = {}): Fields {
  return {
    products_id: product.id,
    price_id: price.id,
    tag_id: price.tag_id,
    type_id: price.type_id,
    price_type_id: price.id,
    count: 1,
    ...extra,
  };
}

/** Seed products the tests rely on (see sandbox/src/catalogue/seed-*.ts). */
export const SLUGS = {
  clearOil: 'nordwood-pure-led-hardwax-oil',
  colourOil: 'nordwood-tone-led-hardwax-oil',
  stain: 'nordwood-led-color-stain',
  lampPriceType30: 'lumacure-h4-handheld-led-lamp',
  modulePriceType52: 'lumacure-replacement-led-module',
  lamp: 'lumacure-edge-mini-lamp',
} as const;

/** Signs the seeded demo customer in through POST /api/user/login, from a visitor session when given. */
export async function customer(sandbox: SandboxApp, fromSession?: string): Promise<Caller & { userId: number }> {
  const headers: Record<string, string> = fromSession ? { [SESSION_HEADER]: fromSession } : {};
  const reply = await sandbox.app.request('/api/user/login', {
    method: 'POST',
    body: formOf({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, rememberMe: 1 }),
    headers,
  });
  if (reply.status !== 200) throw new Error(`demo login answered ${reply.status}`);
  const { auth_key, user } = (await reply.json()) as { auth_key: string; user: { id: number } };
  return Object.assign(new Caller(sandbox, { [API_KEY_HEADER]: auth_key }), { userId: user.id });
}
