import type { Translation } from '@/shared/i18n/catalog';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  client: {
    categories: { nordwood: 'Huile dure DEL Nordwood', arboris: 'Système d’huile UV-DEL Arboris', lights: 'Lampes de polymérisation DEL' },
    list: { products: 'Produits', allProducts: 'Tous les produits' },
  },
  server: {},
};
