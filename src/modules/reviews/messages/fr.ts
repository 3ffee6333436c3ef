import type { Translation } from '@/shared/i18n/catalog';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  client: {
    heading: 'Avis',
    signInToWrite: 'Connectez-vous pour écrire un avis',
    write: 'Écrire un avis',
    empty: {
      title: 'Aucun avis pour l’instant',
      lead: 'Vous l’avez appliqué sur un plancher\u00a0? Soyez le premier à dire aux autres professionnels comment ça s’est passé.',
    },
    average: 'Note moyenne de {average} sur 5',
    count: '{count, plural, one {# avis} other {# avis}}',
    list: 'Avis des clients',
    images: {
      alt: 'Photo {index} sur {count} de l’avis «\u00a0{title}\u00a0»',
      list: 'Photos de l’avis «\u00a0{title}\u00a0»',
      open: 'Ouvrir la photo {index} sur {count}',
      more: '{count, plural, one {Afficher # autre photo} other {Afficher # autres photos}}',
    },
    modal: {
      title: 'Écrire un avis',
      yourReview: 'Votre avis sur <product>{title}</product>',
      publish: 'Publier l’avis',
      cancel: 'Annuler',
      rating: 'Note',
      titleLabel: 'Titre',
      message: 'Commentaire',
      photos: 'Photos',
      published: 'Merci\u00a0! Votre avis a été publié.',
    },
    validation: { ratingRequired: 'La note est obligatoire', titleRequired: 'Le titre est obligatoire', messageRequired: 'Le commentaire est obligatoire' },
    rating: {
      group: 'Note',
      star: '{count, plural, one {# étoile} other {# étoiles}}',
      value: '{value} sur 5',
      notRated: 'Aucune note',
    },
    photos: {
      remove: 'Retirer la photo',
      add: 'Ajouter des photos',
      hint: 'Jusqu’à {max}\u00a0images (JPEG, PNG, WebP ou GIF), {mb}\u00a0Mo chacune.',
      uploadError: 'erreur de téléversement',
      wrongType: 'Seules les images PNG, JPEG, GIF ou WebP peuvent être téléversées.',
      tooBig: 'L’image doit faire moins de {mb}\u00a0Mo.',
      removed: 'Fichier {name} retiré.',
      added: 'Fichier {name} ajouté.',
      notAdded: 'Fichier {name} non ajouté\u00a0: {reason}',
      rejected: '{name}\u00a0: {reason}',
      uploading: '{count, plural, one {Téléversement de # photo…} other {Téléversement de # photos…}}',
    },
  },
  server: {},
};
