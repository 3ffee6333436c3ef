/**
 * Sends distinct junk URLs to a running production server (npm start, or server.mjs) and shows
 * that they cannot fill its cache: made-up categories, parents, sorts, pages, blog types and pages,
 * search queries and the view paths themselves, each in several spellings and encodings. Reports
 * the status counts and the cache's size before and after (Next's file cache under the build's
 * dist dir, and with --redis the shared Redis's keys and memory), and fails on any 5xx or when the
 * cache grew by more than --max-growth-bytes.
 *
 *   node scripts/junk-urls.mjs --url http://localhost:3000 [--count 20000] [--dist .next]
 *     [--redis redis://127.0.0.1:6379] [--concurrency 16] [--max-growth-bytes 2000000]
 *
 * Run it against a server of its own: every search it sends spends the sender's search limit.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from 'redis';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    count: { type: 'string', default: '20000' },
    dist: { type: 'string', default: process.env.NEXT_DIST_DIR ?? '.next' },
    redis: { type: 'string' },
    concurrency: { type: 'string', default: '16' },
    'max-growth-bytes': { type: 'string', default: String(2 * 1000 * 1000) },
  },
});
const count = Number(options.count);
const maxGrowth = Number(options['max-growth-bytes']);

/** The junk URL number `n`: a different kind of junk for each n, and every n a URL never sent before. */
const JUNK = [
  (n) => `/products?categories=1,${n + 6}`,
  (n) => `/products?categories=%31%2C${n + 6}`,
  (n) => `/products?categories=1&categories=${n + 6}&sort=title`,
  (n) => `/products?parent_id=${n + 6}`,
  (n) => `/products?sort=price_${n}`,
  (n) => `/products?page=${n + 1000}`,
  (n) => `/products?categories=3&page=${n + 1000}`,
  (n) => `/products?page=${n}x`,
  (n) => `/products/view/c1.${n + 6}`,
  (n) => `/products/view/n${n + 1000}`,
  (n) => `/blog?page=${n + 1000}`,
  (n) => `/blog?type=t${n}`,
  (n) => `/blog/view/n${n + 1000}`,
  (n) => `/search?q=oil+${n}`,
  (n) => `/search?q=${encodeURIComponent(`Oil\u00a0 ${n}`)}`,
  (n) => `/search?q=walnut%20${n}&page=${(n % 7) + 2}`,
  (n) => `/search/view/q${Buffer.from(`oil ${n}`).toString('hex')}`,
];

function junkUrl(n) {
  return JUNK[n % JUNK.length](Math.floor(n / JUNK.length));
}

function directoryBytes(dir) {
  let bytes = 0;
  let files = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return { bytes, files };
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = directoryBytes(full);
      bytes += inner.bytes;
      files += inner.files;
    } else if (entry.isFile()) {
      bytes += statSync(full).size;
      files += 1;
    }
  }
  return { bytes, files };
}

/** Next's file cache: pages rendered after the build (route-cache) and cached dashboard reads (fetch-cache). */
function fileCache() {
  const pages = directoryBytes(path.join(options.dist, 'server', 'route-cache'));
  const reads = directoryBytes(path.join(options.dist, 'cache', 'fetch-cache'));
  return { bytes: pages.bytes + reads.bytes, files: pages.files + reads.files, pageBytes: pages.bytes, readBytes: reads.bytes };
}

async function redisSize(client) {
  if (!client) return null;
  const keys = await client.dbSize();
  const memory = Number(/used_memory:(\d+)/.exec(await client.info('memory'))?.[1] ?? 0);
  return { keys, memory };
}

async function send(url) {
  try {
    const answer = await fetch(new URL(url, options.url), { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    await answer.arrayBuffer();
    return answer.status;
  } catch (error) {
    return `error (${error.cause?.code ?? error.name})`;
  }
}

const redis = options.redis ? await createClient({ url: options.redis }).connect() : null;
const before = { files: fileCache(), redis: await redisSize(redis) };
const statuses = new Map();
const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: Number(options.concurrency) }, async () => {
    while (next < count) {
      const status = await send(junkUrl(next++));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const after = { files: fileCache(), redis: await redisSize(redis) };
await redis?.quit();

const growth = after.files.bytes - before.files.bytes;
const redisGrowth = after.redis && before.redis ? after.redis.memory - before.redis.memory : 0;
const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
console.log(`${count} distinct junk URLs to ${options.url} in ${seconds.toFixed(0)} s`);
console.log(`statuses: ${[...statuses].sort().map(([status, n]) => `${status} × ${n}`).join(', ')}`);
console.log(
  `file cache (${options.dist}): ${before.files.files} files, ${mb(before.files.bytes)} → ${after.files.files} files, ${mb(after.files.bytes)}` +
    ` (pages +${mb(after.files.pageBytes - before.files.pageBytes)}, reads +${mb(after.files.readBytes - before.files.readBytes)})`,
);
if (after.redis) console.log(`redis: ${before.redis.keys} keys, ${mb(before.redis.memory)} → ${after.redis.keys} keys, ${mb(after.redis.memory)}`);

const failures = [];
const serverErrors = [...statuses].filter(([status]) => typeof status !== 'number' || status >= 500);
if (serverErrors.length) failures.push(`answers that are not 2xx-4xx: ${serverErrors.map(([status, n]) => `${status} × ${n}`).join(', ')}`);
if (growth > maxGrowth) failures.push(`the file cache grew by ${mb(growth)}, more than ${mb(maxGrowth)}`);
if (redisGrowth > maxGrowth) failures.push(`Redis grew by ${mb(redisGrowth)}, more than ${mb(maxGrowth)}`);
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`ok: no 5xx, the cache grew by at most ${mb(Math.max(growth, redisGrowth))} (bound ${mb(maxGrowth)})`);
