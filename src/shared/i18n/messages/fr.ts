import type { Translation } from '@/shared/i18n/catalog';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  client: {
    errors: {
      network: 'Erreur de réseau. Vérifiez votre connexion et réessayez.',
      timeout: 'Le serveur met trop de temps à répondre. Veuillez réessayer.',
      server: 'Un problème est survenu de notre côté. Veuillez réessayer dans un moment.',
      unknown: 'Un problème est survenu. Veuillez réessayer.',
      cancelled: 'La demande a été annulée.',
      tooManyWait: 'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',
      tooManyIn: 'Trop de tentatives. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
    },
    pagination: { label: 'Navigation entre les pages', previous: '‹ Précédente', next: 'Suivante ›', page: 'Page\u00a0{page}' },
    validation: {
      required: '{label}\u00a0: ce champ est obligatoire',
      atLeast: '{label}\u00a0: au moins {n}\u00a0caractères',
      invalidEmail: 'Le courriel doit être une adresse valide',
      emailLabel: 'Courriel',
    },
  },
  server: {},
};
