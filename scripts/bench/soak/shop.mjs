/**
 * What the soak's customers know of the shop before they start: the catalogue, the blog, the
 * demo customer, an address the sandbox quotes rates for, and how an account is opened (sign up,
 * the confirmation link from the sandbox's outbox, confirm), all as sandbox/README.md documents.
 */
import { parseJson } from './traffic.mjs';

export const DEMO = { email: 'customer@example.com', password: 'Sandbox-pass-1' };
export const ACCOUNT_PASSWORD = 'Soak-pass-1';

/** Where the soak's customers ship to: places the sandbox quotes rates for, in both countries the shop serves. */
const CUSTOMER = { first_name: 'Robin', last_name: 'Hale', street1: '12 Harbor Road', street2: '', phone: '+12035550142', take_by_myself: 0 };
export const ADDRESSES = [
  { ...CUSTOMER, country: 'US', state: 'Connecticut', state_code: 'CT', city: 'Hartford', zip: '06103' },
  { ...CUSTOMER, country: 'US', state: 'New York', state_code: 'NY', city: 'New York', zip: '10001' },
  { ...CUSTOMER, country: 'US', state: 'California', state_code: 'CA', city: 'Fresno', zip: '93721' },
  { ...CUSTOMER, country: 'CA', state: 'Ontario', state_code: 'ON', city: 'Toronto', zip: 'M5V 2T6' },
];

/** Words customers type into the header's search field; each prefix is a suggestion request. */
export const SEARCH_WORDS = ['oil', 'walnut', 'graphite', 'nordwood', 'arboris', 'stain', 'satin oil', 'lumacure', 'primer', 'honey', 'led lamp', 'stian'];
export const LIST_SORTS = ['newest', 'price_asc', 'price_desc', 'title'];

async function sandboxJson(sandboxOrigin, path) {
  const response = await fetch(`${sandboxOrigin}${path}`);
  if (!response.ok) throw new Error(`GET ${sandboxOrigin}${path} answered ${response.status}`);
  return response.json();
}

/** Products with a price (each with the variant fields POST /basket/data takes), categories, article slugs. */
export async function loadShop(sandboxOrigin) {
  const products = (await sandboxJson(sandboxOrigin, '/api/products?per_page=48')).data.models
    .filter((product) => product.price_type_data.length > 0)
    .map((product) => {
      const [price] = product.price_type_data;
      const variant = { products_id: product.id, price_id: price.id, tag_id: price.tag_id, type_id: price.type_id, price_type_id: price.id, count: 1 };
      return { id: product.id, slug: product.slug, variant, colourIds: product.color.map((colour) => colour.id) };
    });
  const categories = (await sandboxJson(sandboxOrigin, '/api/default')).data.map((category) => ({
    value: category.value,
    parent: category.href.includes('parent_id'),
  }));
  const articles = (await sandboxJson(sandboxOrigin, '/api/articles')).data.models.map((article) => article.slug);
  if (products.length === 0 || articles.length === 0) throw new Error('The sandbox lists no priced product or no article.');
  return { products, categories, articles };
}

/** The confirmation token the sandbox mailed to `email` last. */
async function confirmationToken(sandboxOrigin, email) {
  const { mails } = await sandboxJson(sandboxOrigin, '/__sandbox/outbox');
  return mails.filter((mail) => mail.to === email && mail.meta?.kind === 'confirm-email').at(-1)?.meta?.token ?? null;
}

/**
 * Signs up `email` through the door and confirms it with the mailed token, as a new customer
 * does from the mail's link. Answers whether the account can sign in now.
 */
export async function openAccount(visit, sandboxOrigin, email, label = 'sign-up') {
  const created = await visit.post(`POST /api/user/create (${label})`, '/api/user/create', { first_name: 'Soak', last_name: 'Customer', email, password: ACCOUNT_PASSWORD });
  if (created.status !== 200) return false;
  const token = await confirmationToken(sandboxOrigin, email);
  if (!token) return false;
  const confirmed = await visit.post(`POST /api/user/confirm-email (${label})`, '/api/user/confirm-email', { token });
  return confirmed.status === 200;
}

/** Signs in; answers the customer's id, or null when the door refused. */
export async function signIn(visit, label, email, password) {
  const answer = await visit.post(label, '/api/user/login', { email, password, rememberMe: 1 });
  return answer.status === 200 ? (parseJson(answer.body)?.user?.id ?? null) : null;
}
