/**
 * The attacks of issue "Ready for the open internet", sent beside the customers for the whole
 * soak, each from a few addresses of its own (198.51.100.x) as one attacker would have them.
 * Each loop paces itself; what the shop answers (429, 400, 404, 408, a held connection) is
 * recorded under the attack's own route label and judged by the report, not here.
 */
import { request as httpRequest } from 'node:http';
import { ACCOUNT_PASSWORD, signIn } from './shop.mjs';
import { sleep } from './random.mjs';

const GUESSERS = ['198.51.100.11', '198.51.100.12', '198.51.100.13'];
const GUESSES_PER_ADDRESS = 10;
const VICTIM_HOME = '203.0.113.50';
const SLOW_BODY_BYTES = 4096;
/** A slow sender gives up after this ('held': the shop was still waiting for the body), or a few seconds after the soak ends (not recorded). */
const SLOW_BODY_GIVE_UP_MS = 60_000;
const SLOW_BODY_AFTER_END_MS = 5000;

async function every(intervalMs, deadline, step) {
  for (let round = 0; Date.now() < deadline; round += 1) {
    const started = Date.now();
    await step(round);
    await sleep(Math.max(0, intervalMs - (Date.now() - started)));
  }
}

/** Ten wrong passwords from each of three addresses, then the owner signs in from home with the right one. */
function lockout({ deadline, visitFor, victim }) {
  return every(20_000, deadline, async (round) => {
    await Promise.all(
      GUESSERS.map(async (address) => {
        const visit = visitFor(address);
        for (let guess = 0; guess < GUESSES_PER_ADDRESS; guess += 1) {
          await visit.post('POST /api/user/login (password guess)', '/api/user/login', { email: victim, password: `guess-${round}-${guess}` });
        }
      }),
    );
    await signIn(visitFor(VICTIM_HOME), 'POST /api/user/login (owner after the guesses)', victim, ACCOUNT_PASSWORD);
  });
}

/** `email=decoy&email=victim`: the door counts the first, a PHP dashboard reads the last; and a basket call with every field twice. */
function repeatedFields({ deadline, visitFor, victim, shop }) {
  const visit = visitFor('198.51.100.20');
  return every(2000, deadline, async (round) => {
    if (round % 2 === 0) {
      const body = `email=decoy-${round}%40example.com&email=${encodeURIComponent(victim)}&password=guess-${round}`;
      await visit.send('POST /api/user/login (repeated fields)', '/api/user/login', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      });
    } else {
      const { variant } = shop.products[round % shop.products.length];
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(variant)) params.append(name, String(value));
      for (const [name, value] of Object.entries({ ...variant, products_id: shop.products[0].id, count: 10 })) params.append(name, String(value));
      await visit.send('POST /api/basket/data (repeated fields)', '/api/basket/data', {
        method: 'POST',
        body: params.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      });
    }
  });
}

/** A new list or search URL every second: each one the shop has never cached. */
function junkUrls({ deadline, visitFor }) {
  const visits = ['198.51.100.30', '198.51.100.31', '198.51.100.32', '198.51.100.33'].map((address) => visitFor(address));
  return every(1000, deadline, async (round) => {
    const visit = visits[round % visits.length];
    const n = 1000 + round;
    if (round % 2 === 0) await visit.send('GET /products?categories=1,<n> (junk)', `/products?categories=1,${n}`, { read: 'bytes' });
    else await visit.send('GET /search?q=oil+<n> (junk)', `/search?q=oil+${n}`, { read: 'bytes' });
  });
}

/** A distinct spelling of Accept-Encoding per request, each one a page the served-page cache may keep apart. */
export function acceptEncodingSpelling(n) {
  const codings = ['gzip', 'br', 'deflate', 'GZIP', 'Br', 'x-gzip'];
  const quality = `0.${String(n % 1000).padStart(3, '0')}`;
  return `${codings[n % codings.length]}, ${codings[(n >> 3) % codings.length]};q=${quality}${' '.repeat(Math.floor(n / 1000))}`;
}

function acceptEncodings({ deadline, visitFor }) {
  const visit = visitFor('198.51.100.35');
  return every(1000, deadline, async (round) => {
    const path = round % 2 === 0 ? '/' : '/products';
    await visit.send(`GET ${path} (Accept-Encoding spellings)`, path, { headers: { 'accept-encoding': acceptEncodingSpelling(round) }, read: 'bytes' });
  });
}

/** One signed-in customer posting a review every three seconds. */
function reviews({ deadline, reviewer, shop }) {
  return every(3000, deadline, async (round) => {
    const product = shop.products[round % shop.products.length];
    const form = new FormData();
    form.append('products_id', String(product.id));
    form.append('stars', String(1 + (round % 5)));
    form.append('title', `Soak review ${round}`);
    form.append('message', 'Posted in a loop by one signed-in customer.');
    await reviewer.send('POST /api/reviews/create (loop)', '/api/reviews/create', { method: 'POST', body: form, headers: { accept: 'application/json' } });
  });
}

/**
 * Declares a 4 KiB body and sends one byte a second. Recorded: how long the shop held it before
 * it answered (the door's deadline: 408) or closed; 'held' when it was still waiting when the sender gave up.
 */
function slowBody({ origin, path, address, siteOrigin, recorder, label, deadline }) {
  return new Promise((resolve) => {
    const started = performance.now();
    let timer = null;
    let giveUp = null;
    let done = false;
    const finish = (status) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      clearTimeout(giveUp);
      request.destroy();
      // One cut short by the soak's end measured nothing.
      const cutByEnd = status === 'held' && performance.now() - started < SLOW_BODY_GIVE_UP_MS;
      if (!cutByEnd) recorder.record(label, { ms: performance.now() - started, status, url: `POST ${path}`, instance: origin });
      resolve();
    };
    const url = new URL(path, origin);
    const request = httpRequest(url, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(SLOW_BODY_BYTES),
        'x-forwarded-for': address,
        origin: siteOrigin,
        'sec-fetch-site': 'same-origin',
      },
    });
    request.on('response', (response) => {
      response.resume();
      finish(response.statusCode);
    });
    request.on('error', () => finish('closed'));
    request.on('close', () => finish('closed'));
    request.flushHeaders();
    let sent = 0;
    timer = setInterval(() => {
      if (sent < SLOW_BODY_BYTES) request.write('e');
      sent += 1;
    }, 1000);
    giveUp = setTimeout(() => finish('held'), Math.min(SLOW_BODY_GIVE_UP_MS, deadline + SLOW_BODY_AFTER_END_MS - Date.now()));
  });
}

/** Two slow senders at any time, one on the door and one on the plain-form basket route. */
function slowBodies({ deadline, nextOrigin, siteOrigin, recorder }) {
  const targets = [
    { path: '/api/user/login', label: 'POST /api/user/login (slow body)' },
    { path: '/basket/add', label: 'POST /basket/add (slow body)' },
  ];
  return Promise.all(
    targets.map(async (target, index) => {
      for (let round = 0; Date.now() < deadline; round += 1) {
        await slowBody({ ...target, origin: nextOrigin(), address: `198.51.100.${50 + index}`, siteOrigin, recorder, deadline });
      }
    }),
  );
}

/** Every attack until `deadline`. */
export function runAbuse(context) {
  return Promise.all([lockout(context), repeatedFields(context), junkUrls(context), acceptEncodings(context), reviews(context), slowBodies(context)]);
}
