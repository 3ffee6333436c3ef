// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createLimiter } from '@/server/door/limiter-store';
import type { SearchSuggestions } from '@/modules/search/answer';
import { searchQueryOf as q } from '@/modules/search/query';
import type { SearchDocument } from '@/modules/search/server/documents';
import { buildSiteIndex } from '@/modules/search/server/site-index';
import { suggestAnswer } from '@/modules/search/server/suggest-answer';
import { frenchTerm } from '@/modules/search/words';
import { stampedPeer } from '../door/peer-stamp';

vi.mock('@/modules/search/server/version', () => ({ searchIndexVersion: async () => 'v1' }));

const doc = (id: number, title: string, text = ''): SearchDocument => ({
  id: `article:${id}`,
  kind: 'article',
  title,
  slug: `a-${id}`,
  href: `/blog/a-${id}`,
  categories: '',
  colors: '',
  sheens: '',
  types: '',
  text,
});

const DOCUMENTS = [
  doc(1, 'Huile dure teintée pour planchers'),
  doc(2, 'Entretien des planchers de céramique'),
  doc(3, 'Lampe de polymérisation DEL'),
  doc(4, 'Finir un chantier en été'),
  doc(5, 'Hardwax oil for oak floors'),
];

const titles = (language: 'en' | 'fr', query: string) =>
  buildSiteIndex(DOCUMENTS, { language })
    .search(q(query))
    .map((hit) => hit.document.title);

describe('the French index', () => {
  it('folds accents: teinte finds teintée, ceramique finds céramique, ete finds été', () => {
    expect(titles('fr', 'teinte')).toContain('Huile dure teintée pour planchers');
    expect(titles('fr', 'ceramique')).toEqual(['Entretien des planchers de céramique']);
    expect(titles('fr', 'ete')).toEqual(['Finir un chantier en été']);
    expect(titles('fr', 'polymerisation del')).toEqual(['Lampe de polymérisation DEL']);
  });

  it('stems plurals and feminines lightly: huiles finds huile, lampes finds lampe, plancher finds planchers', () => {
    expect(titles('fr', 'huiles')).toEqual(['Huile dure teintée pour planchers']);
    expect(titles('fr', 'lampes')).toEqual(['Lampe de polymérisation DEL']);
    expect(titles('fr', 'plancher')).toEqual(expect.arrayContaining(['Huile dure teintée pour planchers', 'Entretien des planchers de céramique']));
    expect(titles('fr', 'teintees')).toContain('Huile dure teintée pour planchers');
  });

  it('reads words as the customer types them, in part', () => {
    expect(titles('fr', 'cera')).toEqual(['Entretien des planchers de céramique']);
    expect(frenchTerm('Teintées')).toBe(frenchTerm('teinte'));
    expect(frenchTerm('bois')).toBe('bois');
  });
});

describe('the English index is read as before', () => {
  it('neither folds accents nor stems', () => {
    // Three letters: below the one-typo allowance, so only the word as written would match.
    expect(titles('en', 'ete')).toEqual([]);
    expect(titles('en', 'oil')).toEqual(['Hardwax oil for oak floors']);
    expect(titles('en', 'floors')).toEqual(['Hardwax oil for oak floors']);
  });
});

describe('GET /api/search?locale=fr', () => {
  const limiter = (points = 100) => createLimiter({ keyPrefix: `search-fr-test-${Math.random()}`, points, durationSeconds: 60 });
  const ask = (query: string) => new Request(`http://localhost:3000/api/search?${query}`, { headers: stampedPeer('203.0.113.70') });

  it('answers with the groups named in French, the links unprefixed (the field adds /fr)', async () => {
    const answer = (await (await suggestAnswer(ask('q=nordwood&locale=fr'), limiter())).json()) as SearchSuggestions;
    expect(answer.groups[0]).toMatchObject({ kind: 'product', label: 'Produits' });
    expect(answer.groups[0].items[0].href).toMatch(/^\/product\//);
  });

  it('refuses in French', async () => {
    const tooLong = await suggestAnswer(ask(`q=${'a'.repeat(101)}&locale=fr`), limiter());
    expect(tooLong.status).toBe(414);
    expect(await tooLong.json()).toEqual({ message: 'Une recherche peut compter au plus 100\u00a0caractères.' });
    const tight = limiter(1);
    await suggestAnswer(ask('q=oil&locale=fr'), tight);
    const refused = await suggestAnswer(ask('q=oil&locale=fr'), tight);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Trop de recherches. Réessayez dans une minute.' });
  });

  it('keeps English for a field that names no language', async () => {
    const tooLong = await suggestAnswer(ask(`q=${'a'.repeat(101)}`), limiter());
    expect(await tooLong.json()).toEqual({ message: 'A search may be at most 100 characters long.' });
  });
});
