/**
 * The soak's customers: each worker plays one visit after another, each visit a new client
 * address and a fresh cookie jar, with a pause between requests as a person reading a page
 * makes. A visit browses, searches, fills a basket and asks for shipping rates, signs in as the
 * demo customer, or opens a new account.
 */
import { createRequire } from 'node:module';
import { ACCOUNT_PASSWORD, ADDRESSES, DEMO, LIST_SORTS, openAccount, SEARCH_WORDS, signIn } from './shop.mjs';
import { parseJson } from './traffic.mjs';
import { sleep } from './random.mjs';

const require = createRequire(import.meta.url);
const { computeCacheBustingSearchParam } = require('next/dist/shared/lib/router/utils/cache-busting-search-param.js');

/**
 * A link's prefetch asks for the page's RSC payload instead of its HTML, with the `_rsc` value
 * Next checks against those headers (Next's own function: a wrong one is answered 307).
 */
const PREFETCH_HEADERS = { rsc: '1', 'next-router-prefetch': '1' };
const prefetchParam = await computeCacheBustingSearchParam('1', undefined, undefined, undefined);

function journeys({ shop, random, sandboxOrigin, pause }) {
  const product = () => random.pick(shop.products);
  const listPath = () => {
    const category = random.pick(shop.categories);
    const filter = category.parent ? `parent_id=${category.value}` : `categories=${category.value}`;
    return `/products?${filter}&sort=${random.pick(LIST_SORTS)}`;
  };
  const productPage = async (visit, asPrefetch) => {
    const slug = product().slug;
    if (asPrefetch) await visit.send('GET /product/[slug] (RSC prefetch)', `/product/${slug}?_rsc=${prefetchParam}`, { headers: PREFETCH_HEADERS });
    else await visit.send('GET /product/[slug]', `/product/${slug}`);
  };
  /** Adds a product; answers its line in the basket the door sent back, or null. */
  const addToBasket = async (visit, label) => {
    const { variant, colourIds } = product();
    const answer = await visit.post(`POST /api/basket/data${label}`, '/api/basket/data', { ...variant, 'color_id[]': colourIds.length ? random.pick(colourIds) : 1 });
    const lines = answer.status === 200 ? (parseJson(answer.body)?.basket?.data ?? []) : [];
    return lines.find((line) => line.products_id === variant.products_id) ?? null;
  };
  const askRates = (visit, label) => visit.post(`POST /api/shipping/get-rates${label}`, '/api/shipping/get-rates', random.pick(ADDRESSES));

  return [
    {
      name: 'browse',
      weight: 40,
      async run(visit) {
        await visit.send('GET /', '/');
        await pause();
        await visit.send(random.next() < 0.5 ? 'GET /products' : 'GET /products?filters', random.next() < 0.5 ? '/products' : listPath());
        await pause();
        await productPage(visit, false);
        await pause();
        await productPage(visit, true);
        if (random.next() < 0.4) {
          await pause();
          await visit.send('GET /blog', '/blog');
          await pause();
          await visit.send('GET /blog/[slug]', `/blog/${random.pick(shop.articles)}`);
        }
      },
    },
    {
      name: 'search',
      weight: 20,
      async run(visit) {
        const word = random.pick(SEARCH_WORDS);
        for (let length = 1; length <= word.length; length += random.int(1, 2)) {
          await visit.send('GET /api/search', `/api/search?q=${encodeURIComponent(word.slice(0, length))}`, { headers: { accept: 'application/json' } });
          await sleep(random.int(80, 250));
        }
        await visit.send('GET /search', `/search?q=${encodeURIComponent(word)}`);
        await pause();
        await productPage(visit, true);
      },
    },
    {
      name: 'basket and checkout',
      weight: 20,
      async run(visit) {
        await productPage(visit, false);
        await pause();
        if (!(await addToBasket(visit, ''))) return;
        await pause();
        await visit.post('POST /api/basket', '/api/basket', {});
        await visit.send('GET /basket', '/basket');
        await pause();
        await askRates(visit, '');
      },
    },
    {
      name: 'demo customer',
      weight: 12,
      async run(visit) {
        const id = await signIn(visit, 'POST /api/user/login (demo customer)', DEMO.email, DEMO.password);
        if (id === null) return;
        await pause();
        await visit.send('GET /account', '/account');
        await pause();
        const line = await addToBasket(visit, ' (signed in)');
        await pause();
        await visit.post('POST /api/user/add-shipping', '/api/user/add-shipping', random.pick(ADDRESSES));
        await askRates(visit, ' (signed in)');
        // The demo customer's basket is shared by every visit: take the line out again so it does not fill up.
        if (line) await visit.post('POST /api/basket/delete', '/api/basket/delete', { id: line.id });
        await pause();
        await visit.post('POST /api/user/logout', '/api/user/logout', { id });
      },
    },
    {
      name: 'new account',
      weight: 8,
      async run(visit, index) {
        const email = `soak-customer-${index}@example.com`;
        if (!(await openAccount(visit, sandboxOrigin, email))) return;
        await pause();
        if ((await signIn(visit, 'POST /api/user/login (new account)', email, ACCOUNT_PASSWORD)) === null) return;
        await visit.send('GET /account', '/account');
      },
    },
  ];
}

/**
 * `count` customers until `deadline`. `visitFor(address)` makes a visit; addresses are 10.x.y.z,
 * one per visit. Answers the visits made, by journey.
 */
export async function runCustomers({ count, deadline, shop, random, sandboxOrigin, visitFor }) {
  const pause = () => sleep(random.int(200, 1200));
  const all = journeys({ shop, random, sandboxOrigin, pause });
  const made = Object.fromEntries(all.map((journey) => [journey.name, 0]));
  let visits = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      visits += 1;
      const address = `10.${(visits >> 16) & 255}.${(visits >> 8) & 255}.${visits & 255}`;
      const journey = random.weighted(all);
      made[journey.name] += 1;
      await journey.run(visitFor(address), visits);
      await pause();
    }
  };
  await Promise.all(Array.from({ length: count }, worker));
  return made;
}
