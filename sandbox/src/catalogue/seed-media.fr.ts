import type { HolidayPromotion } from '@/modules/catalogue/contract';
import type { HERO } from './seed-media';

/** French (fr-CA) of seed-media.ts (docs/contract.md §12): gallery titles by id, the home hero, the promotion. */
export const MEDIA_TITLES_FR: Record<number, string> = {
  1: 'Loft à Brooklyn — Nordwood Pure mat sur chêne blanc',
  2: 'Maison de plage à Montauk — Arboris Lumen Bois de grève',
  3: 'Boulangerie à New Haven — Nordwood Commercial Traffic',
  4: 'Maison de ville à Boston — Nordwood Tone Chêne fumé',
  5: 'Studio de danse à Hartford — couche de finition lustrée Arboris',
  6: 'Maison familiale à Toronto — Nordwood Invisible',
  7: 'Bureau à Stamford — Arboris Lumen Gris craie',
  8: 'Escalier victorien à Providence — teinture Nordwood Noyer',
};

export const HERO_FR: Pick<typeof HERO, 'title' | 'subtitle' | 'cta_label'> = {
  title: 'Un plancher fini en une journée',
  subtitle: 'Huiles-cires dures, teintures et lampes de polymérisation DEL pour les pros du plancher de bois. On marche sur le plancher dès que la lumière est passée.',
  cta_label: 'Magasiner les huiles DEL',
};

const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** `2024-12-16` → `16\u00a0décembre\u00a02024` (`1er` for the first), as Quebec writes a date in running text. */
export function longDateFr(isoDay: string): string {
  const day = Number(isoDay.slice(8, 10));
  return `${day === 1 ? '1er' : day}\u00a0${MONTHS_FR[Number(isoDay.slice(5, 7)) - 1]}\u00a0${isoDay.slice(0, 4)}`;
}

/**
 * docs/contract.md §9's promotion in French: the same offer, its dates following the promotion's
 * (SANDBOX_PROMOTION=current moves them), as promotionBetween does in English.
 */
export function promotionFr(promotion: Pick<HolidayPromotion, 'starts_at' | 'ends_at'>): Pick<HolidayPromotion, 'title' | 'text'> {
  return {
    title: 'Promotion des Fêtes',
    text: `25\u00a0% de rabais sur les lampes de polymérisation et 15\u00a0% sur les huiles additionnelles à l’achat de 5\u00a0litres d’huile incolore. Valide du ${longDateFr(promotion.starts_at)} au ${longDateFr(promotion.ends_at)}. Ne s’applique pas aux taxes, à la livraison ni à la manutention.`,
  };
}
