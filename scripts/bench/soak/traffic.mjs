/**
 * The soak's HTTP side: a recorder of every answer by route, a load balancer that hands each
 * request to the next instance in turn, and a visit: one client address with its own cookies.
 * Requests go through Node's fetch (undici, keep-alive); each is timed until its body is read.
 */
const REQUEST_TIMEOUT_MS = 60_000;

export function createRecorder(startedAt) {
  const routes = new Map();
  const perInstance = new Map();
  const route = (label) => {
    if (!routes.has(label)) routes.set(label, { label, durations: [], statuses: new Map(), slowest: null, answers: [] });
    return routes.get(label);
  };
  return {
    routes,
    perInstance,
    /** `status` is the HTTP status, or a word when there was none ('error', 'held'). */
    record(label, { ms, status, url, instance }) {
      const entry = route(label);
      entry.durations.push(ms);
      // When each answer came (ms into the soak), its time and status: the figures per stretch of the soak.
      entry.answers.push({ at: Date.now() - startedAt, ms, status });
      entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
      if (!entry.slowest || ms > entry.slowest.ms) entry.slowest = { ms, status, url, instance, atSecond: Math.round((Date.now() - startedAt) / 1000) };
      perInstance.set(instance, (perInstance.get(instance) ?? 0) + 1);
    },
  };
}

/** Round robin over the instances, as a load balancer without stickiness would send requests. */
export function createBalancer(origins) {
  let turn = 0;
  return () => origins[turn++ % origins.length];
}

/** A cookie jar as a browser keeps one for the shop: name → value, deletions honoured. */
function storeCookies(jar, response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const deleted = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
    if (deleted) jar.delete(name);
    else jar.set(name, pair.slice(index + 1).trim());
  }
}

/**
 * One client at `address` (sent as x-forwarded-for; the instances trust the soak's own address
 * as a proxy). `siteOrigin` is the shop's public origin, sent as a browser's Origin on calls that
 * change something; `cookies` carries a sign-in over from another visit. `send(label, path, init)` answers `{ status, body }` (body text, or null when
 * `init.read` is not 'text') after recording the request.
 */
export function createVisit({ address, recorder, nextOrigin, siteOrigin, cookies = new Map() }) {
  const jar = new Map(cookies);
  async function send(label, path, { method = 'GET', headers = {}, body, read = 'text' } = {}) {
    const origin = nextOrigin();
    const url = `${origin}${path}`;
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const changes = method !== 'GET';
    const started = performance.now();
    let status = 'error';
    let text = null;
    try {
      const response = await fetch(url, {
        method,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        headers: {
          'x-forwarded-for': address,
          ...(cookie ? { cookie } : {}),
          ...(changes ? { origin: siteOrigin, 'sec-fetch-site': 'same-origin' } : {}),
          ...headers,
        },
      });
      storeCookies(jar, response);
      if (read === 'text') text = await response.text();
      else await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 'error';
    }
    recorder.record(label, { ms: performance.now() - started, status, url: `${method} ${path}`, instance: origin });
    return { status, body: text };
  }
  const form = (fields) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of [value].flat()) data.append(name, String(item));
    }
    return data;
  };
  return {
    address,
    jar,
    send,
    /** A multipart form POST, as the shop's own scripts send them (fields with array values repeat). */
    post: (label, path, fields, headers = {}) => send(label, path, { method: 'POST', body: form(fields), headers: { accept: 'application/json', ...headers } }),
  };
}

export const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
