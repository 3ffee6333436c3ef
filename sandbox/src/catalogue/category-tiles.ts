import { CATEGORIES } from '@/modules/catalogue/static-content';
import { FRENCH, type LanguageTag } from '../i18n/language';
import { CATEGORY_NAMES_FR } from './seed-vocabulary.fr';
import { LIGHTS, ARBORIS, NORDWOOD } from './seed-types';

/**
 * GET /default's category tiles as the dashboard answers them (docs/contract.md §1): value, title,
 * image and link. The storefront now names its tiles from its own messages (static-content.ts
 * `key`); the dashboard still answers its titles, in the language asked (docs/contract.md §12).
 */
export interface CategoryTileAnswer {
  value: number;
  title: string;
  img: string;
  href: string;
}

const TITLES: Record<number, string> = { [NORDWOOD.id]: NORDWOOD.name, [ARBORIS.id]: ARBORIS.name, [LIGHTS.id]: LIGHTS.name };

export const CATEGORY_TILES: CategoryTileAnswer[] = CATEGORIES.map(({ value, img, href }) => ({ value, title: TITLES[value], img, href }));

export function localiseTile(tile: CategoryTileAnswer, language: LanguageTag | null): CategoryTileAnswer | (CategoryTileAnswer & { locale: LanguageTag }) {
  if (!language) return tile;
  return language === FRENCH ? { ...tile, title: CATEGORY_NAMES_FR[tile.value] ?? tile.title, locale: FRENCH } : { ...tile, locale: language };
}
