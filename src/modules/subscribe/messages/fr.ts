import type { Translation } from '@/shared/i18n/catalog';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  client: {
    email: 'Courriel',
    placeholder: 'vous@entreprise.com',
    submit: 'S’abonner',
    modal: {
      title: 'Abonnez-vous à notre infolettre',
      lead: 'Nouveaux produits, guides d’application et offres aux professionnels — environ une fois par mois.',
    },
  },
  server: {},
};
