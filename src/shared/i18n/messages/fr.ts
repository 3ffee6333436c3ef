import type { Translation } from '@/shared/i18n/catalog';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  client: {
    loading: 'Chargement',
    maxQuantity: 'Pour commander plus de 10\u00a0produits, veuillez communiquer avec nous.',
    pagination: { label: 'Pagination', previous: '‹ Précédente', next: 'Suivante ›', page: 'Page {page}' },
    stars: { rated: 'Noté {rating} sur 5' },
    addOutcome: {
      notAdded: 'Non ajoutés',
      added: 'Ajoutés à votre panier',
      stoppedAt10: '(arrêté à 10)',
      notSold: 'N’est plus vendu\u00a0: {name}',
      full: 'Déjà 10 dans votre panier\u00a0: {name}',
    },
    errors: {
      network: 'Erreur de réseau. Vérifiez votre connexion et réessayez.',
      timeout: 'Le serveur met trop de temps à répondre. Veuillez réessayer.',
      server: 'Un problème est survenu de notre côté. Veuillez réessayer dans un moment.',
      unknown: 'Un problème est survenu. Veuillez réessayer.',
      cancelled: 'La demande a été annulée.',
      tooManyWait: 'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',
      tooManyIn: 'Trop de tentatives. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
    },
    validation: {
      required: '{label}\u00a0: ce champ est obligatoire',
      atLeast: '{label}\u00a0: au moins {n}\u00a0caractères',
      invalidEmail: 'Le courriel doit être une adresse valide',
      emailLabel: 'Courriel',
    },
  },
  server: {
    door: {
      signIn: 'Veuillez vous connecter pour continuer.',
      invalidRequest: 'Cette demande n’est pas valide.',
      invalidAddress: 'Cette adresse n’est pas valide.',
      notFound: 'Introuvable',
      crossSite: 'Cette demande venait d’un autre site et a été refusée.',
      uploadForm: 'Le téléversement n’a pas pu être lu. Veuillez choisir les images de nouveau.',
      tooLarge: 'Ce téléversement est trop volumineux. Veuillez envoyer des fichiers plus petits.',
      tooSlow: 'Le téléversement a pris trop de temps. Vérifiez votre connexion et réessayez.',
      tooMany: 'Trop de tentatives. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
      failure: {
        timeout: 'Le serveur de la boutique met trop de temps à répondre. Veuillez réessayer.',
        unreachable: 'Le serveur de la boutique est injoignable pour l’instant. Veuillez réessayer dans un moment.',
        invalid: 'Le serveur de la boutique a donné une réponse inattendue. Veuillez réessayer dans un moment.',
      },
    },
  },
};
