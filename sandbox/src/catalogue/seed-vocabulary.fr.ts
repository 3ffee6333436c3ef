import type { PaletteColor } from './seed-colors';

/**
 * French (fr-CA) of the catalogue's shared words (docs/contract.md §12): category names, sheens,
 * container types, colour names and families. Keyed by the English seed's ids and names, so the
 * English seed stays as it is. A shared word is always answered in French on a French answer,
 * whether or not the product naming it has its own French.
 */

export const CATEGORY_NAMES_FR: Record<number, string> = {
  1: 'Huile-cire dure DEL Nordwood',
  3: 'Système d’huile UV-DEL Arboris',
  5: 'Lampes de polymérisation DEL',
  7: 'Machines de polymérisation à pousser',
  8: 'Lampes de polymérisation portatives',
  9: 'Pièces de rechange et accessoires',
  11: 'Teintures',
  13: 'Teintures',
};

/** Sheens (PriceTypeData.tag_name). */
export const SHEEN_NAMES_FR: Record<string, string> = {
  Matte: 'Mat',
  Satin: 'Satiné',
  'Semi-gloss': 'Semi-lustré',
  Gloss: 'Lustré',
  'Ultra-matte': 'Ultra-mat',
  Standard: 'Standard',
};

/** Container types (PriceTypeData.type_name): decimal comma and a no-break space before the unit. */
export const TYPE_NAMES_FR: Record<string, string> = {
  '0.5 L': '0,5\u00a0L',
  '1 L': '1\u00a0L',
  '2.5 L': '2,5\u00a0L',
  '5 L': '5\u00a0L',
  '10 L': '10\u00a0L',
  Unit: 'Unité',
  Module: 'Module DEL',
  'Set of 3': 'Ensemble de 3',
  'Set of 10': 'Ensemble de 10',
};

/** Colour names by palette id. */
export const COLOR_NAMES_FR: Record<number, string> = {
  1: 'Naturel incolore',
  2: 'Chêne brut',
  3: 'Blanc nordique',
  4: 'Brume polaire',
  5: 'Gris craie',
  6: 'Bois de grève',
  7: 'Bouleau argenté',
  8: 'Graphite',
  9: 'Chêne fumé',
  10: 'Miel',
  11: 'Teck ambré',
  12: 'Noyer',
  13: 'Espresso',
  14: 'Ébène',
  15: 'Brun antique',
  16: 'Grès',
  17: 'Cachemire',
  18: 'Gris cendré',
  19: 'Orage',
  20: 'Cognac',
  21: 'Pin doré',
  22: 'Café',
  23: 'Truffe',
  24: 'Jatoba',
};

export const COLOR_FAMILIES_FR: Record<PaletteColor['family'], string> = {
  Naturals: 'Naturels',
  Whites: 'Blancs',
  Greys: 'Gris',
  Browns: 'Bruns',
  Darks: 'Foncés',
};
