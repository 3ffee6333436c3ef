import type { Translation } from '@/shared/i18n/catalog';
import type { en } from './en';
import { ERROR_WORDS } from './error-words';

export const fr: Translation<typeof en> = {
  client: {
    skipToContent: 'Aller au contenu',
    nav: { main: 'Principal', menu: 'Menu', categories: 'Catégories', products: 'Produits', services: 'Services', blog: 'Blogue', colorLab: 'Labo de couleurs', awards: 'Prix et presse' },
    basket: { label: 'Panier', items: '{count, plural, one {article} other {articles}}' },
    account: {
      signIn: 'Se connecter',
      accountMenu: ', menu du compte',
      myAccount: 'Mon compte',
      orderPad: 'Commande rapide',
      signOut: 'Se déconnecter',
      signingOut: 'Déconnexion…',
      signOutNeedsSignal: 'Se déconnecter demande du réseau\u00a0: vous êtes toujours connecté sur cet appareil. Réessayez quand vous aurez du signal.',
    },
    newsletter: 'S’abonner à l’infolettre',
    offline: {
      banner: 'Vous êtes hors ligne. Les prix et les stocks sont ceux de votre dernière visite.',
      bannerSeen: 'Vous êtes hors ligne — cette page est telle que vue à {time}. Les prix et les stocks sont ceux de ce moment.',
      lastSeen: 'Vu précédemment',
      lastSeenAt: 'Vu à {time}',
    },
    notFound: {
      title: 'Page introuvable',
      heading: 'Nous n’avons pas trouvé cette page',
      lead: 'Le lien est peut-être ancien ou le produit a changé d’adresse. Voici de bons points de départ\u00a0:',
      browse: 'Voir les produits',
      home: 'Aller à l’accueil',
      categories: 'Catégories',
    },
    error: ERROR_WORDS.fr,
    language: {
      switchTo: 'EN',
      switchToName: 'EN — English',
      switchToLong: 'English',
      suggestion: 'This page is also in English.',
      suggestionLink: 'See it in English',
      dismiss: 'No thanks',
    },
  },
  server: {
    site: {
      title: '{shop} — Finis de plancher de bois polymérisés à la DEL',
      description:
        'Huiles dures polymérisées à la DEL, lampes de polymérisation et teintes pour les professionnels du plancher de bois, avec services de finition, fiches techniques et cueillette à Bridgeport (Connecticut).',
    },
    footer: {
      tagline: 'Huiles dures polymérisées à la DEL, lampes de polymérisation et teintes pour les professionnels du plancher de bois.',
      shop: 'Boutique',
      contact: 'Nous joindre',
      pickup: 'Cueillette',
      hours: 'Lun. au ven., 8 h à 17 h (HE)',
    },
  },
};
