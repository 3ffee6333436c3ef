// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BasketAnswer } from '@/modules/basket/contract';
import { SLUGS, freshSandbox, json, productBySlug, variantForm, visitor } from './commerce-fixtures';

const FR = { 'accept-language': 'fr-CA' };
/** The sheens as a French reader sees them (sandbox/src/catalogue/seed-vocabulary.fr.ts). */
const SHEENS_FR: Record<string, string> = { Matte: 'Mat', Satin: 'Satiné', 'Semi-gloss': 'Semi-lustré', Gloss: 'Lustré', 'Ultra-matte': 'Ultra-mat' };

async function basketWithOil() {
  const { sandbox } = freshSandbox();
  const caller = await visitor(sandbox);
  const oil = productBySlug(sandbox, SLUGS.clearOil);
  await caller.post('/api/basket/data', variantForm(oil, oil.price_type_data[0]));
  return caller;
}

describe('the basket in French (docs/contract.md §12)', () => {
  it('answers its lines in French with locale, Content-Language and Vary', async () => {
    const caller = await basketWithOil();
    const reply = await caller.post('/api/basket', {}, FR);
    expect(reply.headers.get('content-language')).toBe('fr-CA');
    expect(reply.headers.get('vary')).toContain('Accept-Language');
    const line = (await json<BasketAnswer>(reply)).basket.data[0] as BasketAnswer['basket']['data'][number] & { locale: string };
    expect(line.locale).toBe('fr-CA');
    expect(line.product.title).toBe('Huile-cire dure DEL Nordwood Pure');
    const english = (await json<BasketAnswer>(await caller.post('/api/basket'))).basket.data[0];
    expect(SHEENS_FR[english.priceData.tag_name]).toBe(line.priceData.tag_name);
  });

  it('answers in English byte for byte without the header', async () => {
    const caller = await basketWithOil();
    const reply = await caller.post('/api/basket');
    expect(reply.headers.get('content-language')).toBeNull();
    const answer = await json<BasketAnswer>(reply);
    expect(answer.basket.data[0]).not.toHaveProperty('locale');
    expect(answer.basket.data[0].product.title).toBe('Nordwood Pure LED Hardwax Oil');
  });

  it('answers an offer’s discount message in French, and in English without the header', async () => {
    const { sandbox } = freshSandbox();
    const caller = await visitor(sandbox);
    const lamp = productBySlug(sandbox, SLUGS.lamp);
    await caller.post('/api/basket/data', variantForm(lamp, lamp.price_type_data[0]));
    expect((await json<BasketAnswer>(await caller.post('/api/basket', {}, FR))).discount_message).toBe(
      'Vous obtenez 10\u00a0% de rabais sur les lampes de polymérisation DEL.',
    );
    expect((await json<BasketAnswer>(await caller.post('/api/basket'))).discount_message).toBe('You get 10% off LED curing lights.');
  });
});
