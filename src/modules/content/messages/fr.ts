import type { Translation } from '@/shared/i18n/catalog';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  client: {
    articleNotFound: {
      heading: 'Article introuvable',
      lead: 'Cet article n’existe pas ou a été retiré. Les plus récents sont sur le blogue.',
      link: 'Lire le blogue',
    },
    serviceNotFound: {
      heading: 'Service introuvable',
      lead: 'Nous n’offrons pas ce service, ou plus maintenant. Voici ce que nous faisons.',
      link: 'Voir nos services',
    },
    loading: { article: 'Chargement de l’article…', service: 'Chargement du service…' },
    blog: {
      types: { news: 'Nouvelles', guide: 'Guide pratique', project: 'Projet' },
      filter: { label: 'Type d’article', all: 'Tous les articles', news: 'Nouvelles', guide: 'Guides pratiques', project: 'Projets' },
      loadingArticles: 'Chargement des articles…',
    },
    services: {
      request: 'Demander ce service',
      pdfs: 'Documents PDF du service',
      pdfsTitle: 'Documents du service — {title}',
      technicalData: 'Fiches techniques',
      technicalDataTitle: 'Fiches techniques — {title}',
    },
    documents: {
      none: 'Aucun document n’est disponible pour l’instant.',
      download: 'Télécharger',
      downloadLabel: 'Télécharger {title} (PDF)',
      downloadFailed: 'Impossible de télécharger {title}. Veuillez réessayer.',
      inEnglish: '<doc>{title}</doc> (en anglais)',
    },
    colorLab: {
      madeToOrder: 'Fait sur commande dans notre labo de couleurs',
      picked: 'Couleurs choisies',
      pickUpTo: 'Choisissez jusqu’à {max}\u00a0couleurs.',
      pickedCount: '{count, plural, one {# couleur choisie} other {# couleurs choisies}} sur {max}\u00a0: {names}',
      full: ' C’est le maximum pour une même demande.',
      clear: 'Effacer',
      send: 'Envoyer la demande de couleur personnalisée',
      description:
        '{count, plural, one {Demande de couleur personnalisée pour cette couleur\u00a0: {list}.} other {Demande de couleur personnalisée pour ces # couleurs\u00a0: {list}.}}',
    },
  },
  server: {
    blog: {
      titles: { all: 'Blogue', news: 'Blogue\u00a0: nouvelles', guide: 'Blogue\u00a0: guides pratiques', project: 'Blogue\u00a0: projets' },
      titleWithPage: '{title} — page\u00a0{page}',
      description: 'Nouvelles, guides d’application et projets réalisés avec nos huiles dures polymérisées à la DEL, nos teintes et nos lampes de polymérisation.',
      count: '{count, plural, one {# article} other {# articles}}{pages, plural, =0 {} =1 {} other { · page {page} sur {pages}}}',
      emptyPage: 'Aucun article sur cette page.',
      emptyYet: 'Aucun article pour l’instant.',
      emptyHint: 'Les nouveaux guides et projets paraîtront ici dès leur publication.',
      showAll: 'Voir tous les articles',
    },
    article: {
      breadcrumb: 'Fil d’Ariane',
      blog: 'Blogue',
      related: '{type, select, news {Autres nouvelles} guide {Autres guides pratiques} project {Autres projets} other {Autres articles}}',
    },
    services: {
      title: 'Services',
      description:
        'Ponçage et finition à l’huile DEL, location de machines de polymérisation, certification des entrepreneurs, appariement de couleurs sur mesure et entretien commercial.',
      lead: 'D’une remise à neuf en une journée à la formation de votre équipe\u00a0: ce que nous faisons en plus des produits.',
      list: 'Services',
      empty: 'Aucun service n’est offert pour le moment.',
      emptyHint: 'Appelez-nous ou écrivez-nous par courriel\u00a0: nous trouverons une façon de vous aider avec votre plancher.',
      browse: 'Voir les produits',
    },
    service: {
      breadcrumb: 'Fil d’Ariane',
      services: 'Services',
    },
    colorLab: {
      title: 'Labo de couleurs',
      description:
        'Toutes les couleurs de nos huiles et teintes polymérisées à la DEL, par gamme de produits. Choisissez-en jusqu’à six et demandez à notre labo de les reproduire ou de les mélanger pour votre plancher.',
      lead: 'Toutes les couleurs que nous fabriquons, telles qu’elles paraissent une fois polymérisées sur du chêne blanc. Choisissez-en jusqu’à six et envoyez-les à notre labo\u00a0: nous les reproduisons ou les mélangeons pour votre plancher et vous envoyons un échantillon polymérisé.',
      empty: 'La palette n’est pas disponible pour le moment.',
      emptyHint: 'Nos couleurs sont aussi présentées sur chaque page de produit.',
      browse: 'Voir les produits',
    },
  },
};
