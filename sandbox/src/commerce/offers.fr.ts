import { seedOrderDiscounts } from './offers';
import { PROMOTION_MESSAGE } from './promotion';

const [curingLights, bigOrder] = seedOrderDiscounts().map((rule) => rule.message);

/** The offers' discount messages in Quebec French (docs/contract.md §12), keyed by their English. */
export const DISCOUNT_MESSAGES_FR: Record<string, string> = {
  [curingLights]: 'Vous obtenez 10\u00a0% de rabais sur les lampes de polymérisation DEL.',
  [bigOrder]: 'Vous obtenez 5\u00a0% de rabais sur votre commande pour un achat de 2\u00a0500\u00a0$\u00a0US ou plus.',
  [PROMOTION_MESSAGE]:
    'Promotion des Fêtes\u00a0: 25\u00a0% de rabais sur les lampes de polymérisation et 15\u00a0% sur les huiles additionnelles avec vos 5\u00a0litres d’huile incolore.',
};
