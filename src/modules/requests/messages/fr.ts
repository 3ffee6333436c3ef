import type { Translation } from '@/shared/i18n/catalog';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  client: {
    titles: {
      uponRequest: 'Sur demande',
      customColorRequest: 'Demande de teinte personnalisée',
      serviceRequest: 'Demande de service',
    },
    intro: 'Dites-nous ce dont vous avez besoin et nous vous répondrons, habituellement en moins d’un jour ouvrable.',
    fields: {
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'Courriel',
      phone: 'Téléphone',
      service: 'Type de service',
      description: 'Description',
    },
    phonePlaceholder: 'Facultatif',
    chooseService: 'Choisissez un service',
    submit: 'Envoyer la demande',
    success: 'Demande envoyée avec succès',
    phoneInvalid: 'Veuillez entrer un numéro de téléphone valide',
  },
  server: {},
};
