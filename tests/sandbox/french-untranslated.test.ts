// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PRODUCT_SEEDS } from '@sandbox/catalogue/seed';
import { untranslatedInSeed } from '@sandbox/i18n/untranslated';
import { freshSandbox, json } from './commerce-fixtures';

/** `npm run untranslated` as a caller runs it (scripts/untranslated.mjs), with extra environment. */
const runScript = (env: Record<string, string>) =>
  execFileSync(process.execPath, ['scripts/untranslated.mjs'], { env: { ...process.env, ...env, DASHBOARD_API_URL: '' }, encoding: 'utf8' });

describe('items without French (npm run untranslated)', () => {
  it('lists nothing for the hand-written seed', () => {
    expect(untranslatedInSeed()).toEqual([]);
    expect(runScript({})).toContain('0 items without French in the sandbox seed');
  });

  it('still lists a product that lacks French: one generated with SANDBOX_CATALOGUE_SIZE', () => {
    const output = runScript({ SANDBOX_CATALOGUE_SIZE: String(PRODUCT_SEEDS.length + 1) });
    expect(output).toContain('1 item without French in the sandbox seed');
    expect(output).toMatch(/^ {2}product /m);
  });

  it('agrees with what the sandbox answers in French: every product and article in French', async () => {
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
    expect(english).toEqual([]);
  });
});
