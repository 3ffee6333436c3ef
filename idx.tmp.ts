import { createDb } from './sandbox/src/db';
import { toSummary } from './sandbox/src/catalogue/products';
import { searchDocuments } from './src/server/search/documents';
import { buildSiteIndex } from './src/server/search/site-index';
const db = createDb();
const products = db.catalogue.products.map(toSummary);
const source = { products: JSON.parse(JSON.stringify(products)), articles: db.content.articles, services: db.catalogue.services };
const hrefs = { product: (s: string) => `/product/${s}`, article: (s: string) => `/blog/${s}`, service: (s: string) => `/services/${s}` };
(globalThis as any).gc?.();
const before = process.memoryUsage().heapUsed;
const t = performance.now();
const index = buildSiteIndex(searchDocuments(source, hrefs));
const ms = performance.now() - t;
(globalThis as any).gc?.();
console.log('docs', index.size, 'build ms', Math.round(ms), 'heap delta MB', ((process.memoryUsage().heapUsed - before) / 1e6).toFixed(1));
for (const q of ['o', 'oi', 'oil', 'walnut', 'wal', 'stian', 'nordwood heritage', 'led', 'lumacure 12', 'xyzzy', 'graphite satin oil']) {
  const times: number[] = [];
  let n = 0;
  for (let i = 0; i < 30; i++) { const s = performance.now(); n = index.search(q).length; index.suggest(q); times.push(performance.now() - s); }
  times.sort((a, b) => a - b);
  console.log(q.padEnd(20), 'hits', n, 'p50', times[15].toFixed(1), 'max', times[29].toFixed(1));
}
