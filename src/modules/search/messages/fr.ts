import type { Translation } from '@/shared/i18n/catalog';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  client: {
    form: 'Rechercher dans la boutique',
    label: 'Rechercher',
    placeholder: 'Rechercher produits, couleurs, articles',
    suggestions: 'Suggestions de recherche',
    groups: { product: 'Produits', article: 'Articles de blogue', service: 'Services' },
    allResults: 'Voir tous les résultats pour «\u00a0{query}\u00a0»',
    status: '{count, plural, one {# suggestion} other {# suggestions}}. Utilisez les flèches haut et bas pour choisir.',
  },
  server: {
    title: 'Recherche',
    titleFor: 'Recherche\u00a0: {query}',
    titleForPage: 'Recherche\u00a0: {query} (page {page})',
    description: 'Cherchez parmi les produits, les articles et les services de la boutique.',
    resultsFor: 'Résultats de recherche pour «\u00a0{query}\u00a0»',
    searchAgain: 'Nouvelle recherche',
    label: 'Rechercher',
    placeholder: 'Produits, couleurs, articles, services',
    submit: 'Rechercher',
    results: '{count, plural, one {# résultat} other {# résultats}}',
    products: 'Produits',
    productsFound: 'Produits trouvés',
    articles: 'Articles de blogue',
    articlesFound: 'Articles trouvés',
    services: 'Services',
    servicesFound: 'Services trouvés',
    nothingFor: 'Aucun résultat pour «\u00a0{query}\u00a0»',
    askWhat: 'Que cherchez-vous\u00a0?',
    emptyHint: 'Essayez une autre orthographe ou moins de mots, ou parcourez une catégorie.',
    tooMany: 'Trop de recherches. Réessayez dans une minute.',
    tooLong: 'Une recherche peut compter au plus {max}\u00a0caractères.',
  },
};
