import { PALETTE } from '../catalogue/seed-colors';
import { PRODUCT_SEEDS } from '../catalogue/seed';
import { MEDIA_SEEDS } from '../catalogue/seed-media';
import { MEDIA_TITLES_FR } from '../catalogue/seed-media.fr';
import { SERVICES } from '../catalogue/seed-services';
import { SERVICES_FR } from '../catalogue/seed-services.fr';
import { COLOR_NAMES_FR } from '../catalogue/seed-vocabulary.fr';
import { ARTICLE_SEEDS } from '../content/seed-articles';
import { ARTICLES_FR } from '../content/seed-articles.fr';
import { productFrench } from './localise';

export interface UntranslatedItem {
  kind: 'product' | 'service' | 'article' | 'media' | 'colour';
  /** Slug, or id where the item has none. */
  key: string;
  title: string;
}

/**
 * Every catalogue and content item of the sandbox's seed that has no French (docs/contract.md §12),
 * for `npm run untranslated`. Generated products (SANDBOX_CATALOGUE_SIZE) are counted too.
 */
export function untranslatedInSeed(): UntranslatedItem[] {
  return [
    ...PRODUCT_SEEDS.filter((seed) => !productFrench(seed.slug)).map((seed) => ({ kind: 'product' as const, key: seed.slug, title: seed.title })),
    ...SERVICES.filter((s) => !SERVICES_FR[s.slug]).map((s) => ({ kind: 'service' as const, key: s.slug, title: s.title })),
    ...ARTICLE_SEEDS.filter((a) => !ARTICLES_FR[a.slug]).map((a) => ({ kind: 'article' as const, key: a.slug, title: a.title })),
    ...MEDIA_SEEDS.filter((m) => !MEDIA_TITLES_FR[m.id]).map((m) => ({ kind: 'media' as const, key: String(m.id), title: m.title })),
    ...PALETTE.filter((c) => !COLOR_NAMES_FR[c.id]).map((c) => ({ kind: 'colour' as const, key: String(c.id), title: c.name })),
  ];
}
