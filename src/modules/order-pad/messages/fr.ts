import type { Translation } from '@/shared/i18n/catalog';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  client: {
    line: 'Ligne {n}',
    removeLine: 'Retirer la ligne {n}',
    product: 'Produit',
    productSuggestions: 'Suggestions de produits',
    productPlaceholder: 'Nom ou identifiant',
    sheen: 'Lustre',
    type: 'Format',
    color: 'Couleur',
    count: 'Quantité',
    remove: 'Retirer',
    pasted: 'Collé «\u00a0{line}\u00a0»\u00a0: ',
    matching: 'Produits correspondant à la ligne {n}',
    tryAgain: 'Réessayer',
    addRow: 'Ajouter une ligne',
    adding: 'Ajout…',
    addAll: 'Tout ajouter au panier',
    added: 'Ajouté à votre panier',
    nothingAdded: 'Rien n’a été ajouté',
    goToBasket: 'Aller à votre panier',
    pasteTitle: 'Coller depuis un tableur',
    pasteHint:
      'Une ligne par produit\u00a0: son nom ou son identifiant, puis la quantité (de 1 à 10), séparés par une tabulation, une virgule ou un point-virgule. Une ligne d’en-tête est ignorée.',
    addPasted: 'Ajouter les lignes collées',
    /** French spreadsheets write decimals with a comma: the example separates with a semicolon. */
    pastePlaceholder: 'Nordwood Pure LED Hardwax Oil\t2\narboris-deep-stain; 1',
    nothingToRead: 'Rien à lire\u00a0: collez un produit et sa quantité par ligne.',
    pastedSome:
      'Seules les {taken} premières des {read} lignes collées ont été lues dans la Commande rapide\u00a0: elle en prend {max} à la fois. Ajoutez-les au panier, puis collez les {rest} autres.',
    pastedAll: '{count, plural, one {# ligne lue} other {# lignes lues}} dans la Commande rapide.',
    problems: {
      chooseProduct: 'Choisissez un produit.',
      chooseSuggested: 'Choisissez un des produits suggérés.',
      loading: 'Chargement du produit…',
      noProduct: 'Aucun produit sur cette ligne.',
      noMatch: 'Aucun produit ne correspond à «\u00a0{text}\u00a0».',
      several: 'Plusieurs produits correspondent à «\u00a0{text}\u00a0»\u00a0: choisissez-en un.',
      noCount: 'Aucune quantité\u00a0: ajoutez-en une après le produit, p. ex. «\u00a0Nordwood Pure LED Hardwax Oil, 2\u00a0».',
      notWhole: 'La quantité «\u00a0{text}\u00a0» n’est pas un nombre entier.',
      notNumber: 'La quantité «\u00a0{text}\u00a0» n’est pas un nombre.',
      atLeast: 'La quantité doit être d’au moins 1.',
      limit: 'Pour commander plus de 10\u00a0produits, veuillez communiquer avec nous.',
      alreadyFull: 'Déjà 10 dans votre panier.',
      searchFailed: 'La recherche n’a pas répondu. Veuillez réessayer dans une minute.',
    },
    customColors: '6 couleurs personnalisées',
  },
  server: {
    meta: {
      title: 'Commande rapide',
      description: 'Entrez plusieurs produits rapidement, au clavier ou collés depuis un tableur, et ajoutez-les tous au panier d’un coup.',
    },
    heading: 'Commande rapide',
    lead: 'Tapez un produit sur chaque ligne et choisissez-le avec les flèches et Entrée, choisissez son lustre, son format et sa couleur, puis la quantité (de 1 à 10). Entrée dans la quantité ouvre la ligne suivante. Ou collez des lignes d’un tableur ci-dessous.',
  },
};
