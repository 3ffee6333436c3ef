import type { Translation } from '@/shared/i18n/catalog';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  client: {
    waiting: 'en attente de réseau',
    removalWaiting: 'Retrait en attente de réseau',
    changes: {
      heading: 'Changements faits sans réseau',
      line: '{label}\u00a0:',
      notMade: 'non effectué — {reason}',
      dismiss: 'Retirer {label} de la liste',
    },
    refused: 'Non effectué\u00a0: {label} — {reason}',
    fallbackRefusal: 'La boutique n’a pas pu effectuer ce changement.',
    needsSignal: 'Cette étape demande du réseau. Rien n’est perdu dans votre panier\u00a0: réessayez quand vous aurez de nouveau du réseau.',
    kept: {
      looking: 'Recherche des pages conservées sur cet appareil…',
      none: 'Aucune page n’est encore conservée sur cet appareil.',
      files: 'Fichiers',
      filesLead: 'Dossiers de chantier et fiches techniques que vous avez ouverts\u00a0:',
      seenAt: ' — vu à {time}',
    },
  },
  server: {
    page: {
      title: 'Hors ligne',
      heading: 'Vous êtes hors ligne',
      lead: 'Cette page n’a pas encore été ouverte sur cet appareil\u00a0; elle ne peut donc pas s’afficher sans réseau. Ces pages peuvent être lues telles que vous les avez vues la dernière fois\u00a0:',
    },
  },
};
