/**
 * The soak's customers: each worker plays one visit after another, each visit a new client
 * address and a fresh cookie jar, with a pause between requests as a person reading a page
 * makes. A visit browses, searches, fills a basket and asks for shipping rates, signs in as the
 * demo customer, or opens a new account. A shared tablet keeps one cookie jar through several
 * customers (a visitor's change waiting offline, A signs in and out, B signs in, the waiting
 * change is sent), and the demo customer downloads a job pack.
 */
import { randomUUID } from 'node:crypto';
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

/** The seeded job of the demo customer (sandbox/src/jobs/seed.ts), whose pack the crew downloads. */
const DEMO_JOB_ID = 1;

function journeys({ shop, random, sandboxOrigin, pause, tablet }) {
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
  /** A change the offline queue kept, sent as src/modules/offline/send-change.ts sends it (and once more, as a retry after no answer). */
  const sendWaitingChange = async (visit, label) => {
    const { variant, colourIds } = product();
    const fields = new URLSearchParams({ ...variant, 'color_id[]': String(colourIds.length ? random.pick(colourIds) : 1) });
    const init = { method: 'POST', headers: { 'Idempotency-Key': randomUUID(), accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' } };
    await visit.send(`POST /api/basket/data (waiting change${label})`, '/api/basket/data', { ...init, body: fields });
    await visit.send(`POST /api/basket/data (waiting change${label}, again)`, '/api/basket/data', { ...init, body: fields });
  };
  const signOut = (visit, id, label) => visit.post(`POST /api/user/logout${label}`, '/api/user/logout', { id });

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
      name: 'shared tablet',
      weight: 8,
      async run(visit) {
        const [first, second] = random.next() < 0.5 ? tablet : [...tablet].reverse();
        await productPage(visit, false);
        await sendWaitingChange(visit, ', visitor');
        await pause();
        const firstId = await signIn(visit, 'POST /api/user/login (tablet)', first.email, first.password);
        if (firstId === null) return;
        await visit.send('GET /account', '/account');
        await visit.send('GET /account/jobs', '/account/jobs');
        await pause();
        await visit.send('GET /basket', '/basket');
        await signOut(visit, firstId, ' (tablet)');
        await pause();
        const secondId = await signIn(visit, 'POST /api/user/login (tablet)', second.email, second.password);
        if (secondId === null) return;
        await sendWaitingChange(visit, ', signed in');
        await visit.send('GET /basket', '/basket');
        await pause();
        await signOut(visit, secondId, ' (tablet)');
      },
    },
    {
      name: 'job pack',
      weight: 4,
      async run(visit) {
        const id = await signIn(visit, 'POST /api/user/login (job pack)', DEMO.email, DEMO.password);
        if (id === null) return;
        await visit.send('GET /account/jobs/[id]', `/account/jobs/${DEMO_JOB_ID}`);
        await pause();
        await visit.send('GET /account/jobs/[id]/pack', `/account/jobs/${DEMO_JOB_ID}/pack`, { read: 'bytes' });
        await signOut(visit, id, ' (job pack)');
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
 * one per visit. `tablet`: the two accounts ({ email, password }) that share a tablet. Answers the visits made, by journey.
 */
export async function runCustomers({ count, deadline, shop, random, sandboxOrigin, visitFor, tablet }) {
  const pause = () => sleep(random.int(200, 1200));
  const all = journeys({ shop, random, sandboxOrigin, pause, tablet });
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
