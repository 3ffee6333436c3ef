#!/usr/bin/env node
// Lists every catalogue and content item without French (docs/contract.md §12), then a count; exits 0.
//
//   npm run untranslated                                   # the sandbox's seed (SANDBOX_CATALOGUE_SIZE counts)
//   DASHBOARD_API_URL=https://dashboard.example npm run untranslated
//                                                          # asks that dashboard with Accept-Language: fr-CA and
//                                                          # lists what it answers with a locale that is not French
//                                                          # (no locale at all: a dashboard without the extension)

const PER_PAGE = 48;
const MAX_PAGES = 5000;

const isFrench = (locale) => typeof locale === 'string' && locale.toLowerCase().startsWith('fr');

async function ask(base, path) {
  const reply = await fetch(new URL(`/api${path}`, base), { headers: { 'accept-language': 'fr-CA', accept: 'application/json' } });
  if (!reply.ok) throw new Error(`${path} answered ${reply.status}`);
  const body = await reply.json();
  return body && typeof body === 'object' && 'data' in body ? body.data : body;
}

/** Every model of a paged list (`{ models, pages }`). */
async function allPages(base, path, separator = '?') {
  const models = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const data = await ask(base, `${path}${separator}page=${page}`);
    models.push(...(data?.models ?? []));
    if (!data?.pages || page >= data.pages) break;
  }
  return models;
}

async function untranslatedOnDashboard(base) {
  const of = (kind, items, keyOf, titleOf) =>
    items.filter((item) => !isFrench(item.locale)).map((item) => ({ kind, key: String(keyOf(item)), title: String(titleOf(item)), locale: item.locale ?? 'none' }));
  const [products, services, articles, media, colours] = await Promise.all([
    allPages(base, `/products?per_page=${PER_PAGE}`, '&'),
    ask(base, '/services'),
    allPages(base, '/articles'),
    ask(base, '/media/data'),
    ask(base, '/default/get-colors'),
  ]);
  return [
    ...of('product', products, (p) => p.slug, (p) => p.title),
    ...of('service', services ?? [], (s) => s.slug, (s) => s.title),
    ...of('article', articles, (a) => a.slug, (a) => a.title),
    ...of('media', media ?? [], (m) => m.id, (m) => m.title),
    ...of('colour', colours ?? [], (c) => c.id, (c) => c.name),
  ];
}

async function untranslatedInSeed() {
  const { tsImport } = await import('tsx/esm/api');
  const seed = await tsImport('../sandbox/src/i18n/untranslated.ts', import.meta.url);
  return seed.untranslatedInSeed();
}

const base = process.env.DASHBOARD_API_URL;
const items = base ? await untranslatedOnDashboard(base) : await untranslatedInSeed();
const source = base ? `${base} (Accept-Language: fr-CA)` : 'the sandbox seed';
console.log(`${items.length} item${items.length === 1 ? '' : 's'} without French in ${source}`);
for (const item of items) console.log(`  ${item.kind.padEnd(7)} ${item.key.padEnd(44)} ${item.title}${item.locale ? `  [${item.locale}]` : ''}`);
process.exit(0);
