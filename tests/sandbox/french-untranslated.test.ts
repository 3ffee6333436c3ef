// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { untranslatedInSeed } from '@sandbox/i18n/untranslated';
import { freshSandbox, json } from './commerce-fixtures';

describe('items without French (npm run untranslated)', () => {
  it('lists exactly the two hand-written items left in English on purpose', () => {
    expect(untranslatedInSeed().map(({ kind, key }) => `${kind} ${key}`)).toEqual(['product lumacure-edge-mini-lamp', 'article trade-show-2024']);
  });

  it('agrees with what the sandbox answers in French', async () => {
    const { anonymous } = freshSandbox();
    const headers = { 'accept-language': 'fr-CA' };
    const products = await json<{ data: { models: { slug: string; locale: string }[] } }>(await anonymous.request('/api/products?per_page=48', { headers }));
    const articles = [];
    for (const page of [1, 2, 3]) {
      const answer = await json<{ data: { models: { slug: string; locale: string }[] } }>(await anonymous.request(`/api/articles?page=${page}`, { headers }));
      articles.push(...answer.data.models);
    }
    expect(articles).toHaveLength(13);
    const english = [...products.data.models, ...articles].filter((item) => item.locale !== 'fr-CA').map((item) => item.slug);
    expect(english).toEqual(['lumacure-edge-mini-lamp', 'trade-show-2024']);
  });
});
