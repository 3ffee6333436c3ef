import type { Translation } from '@/shared/i18n/catalog';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  client: {
    discount: { title: 'Rabais appliqué', gotIt: 'Compris' },
    holiday: {
      offer:
        '<strong>25\u00a0% de rabais sur les lampes de polymérisation</strong> et <strong>15\u00a0% sur les huiles additionnelles</strong> à l’achat de 5\u00a0litres d’huile incolore.',
      valid: 'Valable du {start} au {end}. Ne s’applique pas aux taxes, à la livraison ni à la manutention.',
      remindLater: 'Me le rappeler plus tard',
      shopLights: 'Magasiner les lampes de polymérisation',
    },
    countdown: {
      finished: 'Terminé',
      days: '{count, plural, one {Il reste # jour} other {Il reste # jours}}',
      hours: '{count, plural, one {Il reste # heure} other {Il reste # heures}}',
      ends: 'Se termine le {date}',
    },
  },
  server: {},
};
