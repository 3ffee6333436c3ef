import type { Translation } from '@/shared/i18n/catalog';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  client: {
    labels: {
      country: 'Pays',
      state: 'État',
      province: 'Province ou territoire',
      stateRequired: 'Province ou État',
      firstName: 'Prénom',
      lastName: 'Nom',
      street1: 'Adresse',
      street2: 'Appartement, bureau (facultatif)',
      city: 'Ville',
      zip: 'Code postal',
      phone: 'Téléphone',
      regionList: 'Liste\u00a0: {label}',
    },
    messages: {
      caPostalCode: 'Veuillez entrer un code postal canadien valide (p. ex. K1A 0B1).',
      phoneSymbols: 'Le numéro de téléphone ne peut contenir que des chiffres et des symboles',
      regionList: '{country, select, CA {Veuillez choisir une province ou un territoire dans la liste.} other {Veuillez choisir un État dans la liste.}}',
    },
    phoneLine: 'Tél.\u00a0: {phone}',
    pickupDesk: '{shop} — Comptoir de cueillette',
  },
  server: {},
};
