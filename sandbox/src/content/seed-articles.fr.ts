/** French (fr-CA) of seed-articles.ts, by slug (docs/contract.md §12): every article of the seed has French. */
export interface ArticleFrench {
  title: string;
  excerpt: string;
  paragraphs: string[];
}

export const ARTICLES_FR: Record<string, ArticleFrench> = {
  'why-led-cured-oils-change-floor-finishing': {
    title: 'Pourquoi les huiles polymérisées DEL changent la finition des planchers',
    excerpt: 'La polymérisation instantanée supprime l’étape la plus longue de tout chantier de plancher\u00a0: l’attente.',
    paragraphs: [
      'Une huile ou un vernis conventionnel demande des heures entre les couches, et une journée ou plus avant de remettre les meubles. Les finis polymérisés DEL durcissent dès que la lumière passe dessus.',
      'Pour les entrepreneurs, cela veut dire moins de retours au chantier\u00a0; pour les propriétaires, dormir dans leur chambre le soir même.',
    ],
  },
  'holiday-promotion-2024': {
    title: 'Promotion des Fêtes\u00a0: 25\u00a0% de rabais sur les lampes de polymérisation',
    excerpt: 'Du 16\u00a0décembre au 8\u00a0janvier\u00a0: 25\u00a0% de rabais sur les lampes de polymérisation et 15\u00a0% sur les huiles additionnelles à l’achat de 5\u00a0litres d’huile incolore.',
    paragraphs: [
      'Notre promotion des Fêtes se déroule du 16\u00a0décembre\u00a02024 au 8\u00a0janvier\u00a02025. Les lampes de polymérisation sont à 25\u00a0% de rabais, et les huiles additionnelles à 15\u00a0% de rabais quand votre commande comprend 5\u00a0litres d’huile incolore.',
      'La promotion ne s’applique pas aux taxes, à la livraison ni à la manutention.',
    ],
  },
  'how-to-choose-a-sheen': {
    title: 'Mat, satiné ou semi-lustré\u00a0: comment choisir le lustre',
    excerpt: 'Le lustre change l’allure d’un plancher à la lumière du jour et sa tolérance aux égratignures.',
    paragraphs: [
      'Le mat cache le mieux les égratignures et la poussière, et c’est lui qui ressemble le plus au bois brut. Le satiné est le compromis le plus populaire\u00a0: un éclat doux qui cache encore l’usure.',
      'Le semi-lustré réfléchit davantage la lumière et se nettoie le plus facilement, d’où sa popularité dans les cuisines et les commerces.',
    ],
  },
  'curing-speed-explained': {
    title: 'La vitesse de polymérisation expliquée\u00a0: dose, distance et rythme de marche',
    excerpt: 'Trop vite, la bande reste collante\u00a0; trop lentement, on perd du temps. Voici comment doser juste.',
    paragraphs: [
      'L’énergie que reçoit une huile dépend de la puissance de la lampe, de sa distance au plancher et de la vitesse à laquelle on avance. Gardez la lampe à 10\u00a0mm du plancher et avancez à environ 3\u00a0m par minute.',
      'Si une bande est collante au toucher, repassez plus lentement. Trop polymériser ne cause aucun dommage.',
    ],
  },
  'brooklyn-loft-one-day-refinish': {
    title: 'Projet\u00a0: un loft de Brooklyn refait en une journée',
    excerpt: '1\u00a0400\u00a0pi² de chêne blanc, poncés et huilés entre 7\u00a0h et 18\u00a0h.',
    paragraphs: [
      'Les propriétaires avaient une seule journée entre deux locataires. L’équipe a poncé le matin, appliqué Nordwood Invisible l’après-midi et polymérisé pièce par pièce.',
      'À 18\u00a0h, les nouveaux locataires pouvaient entrer leurs meubles.',
    ],
  },
  'staining-stairs-with-led': {
    title: 'Teindre un escalier avec les teintures DEL',
    excerpt: 'Teindre, polymériser et vernir un escalier sans le fermer pendant des jours.',
    paragraphs: [
      'Travaillez du haut vers le bas, en teignant et en polymérisant une marche sur trois pour que la famille puisse continuer d’utiliser l’escalier.',
      'La lampe portative polymérise marches et contremarches en quelques secondes\u00a0; finissez avec une huile DEL incolore.',
    ],
  },
  'bakery-floor-new-haven': {
    title: 'Projet\u00a0: un plancher de boulangerie rouvert le soir même',
    excerpt: 'L’huile Commercial Traffic sur érable dans une boulangerie achalandée de New Haven.',
    paragraphs: [
      'La boulangerie pouvait fermer un seul après-midi. Nous avons apprêté l’érable avec Arboris Rapid Primer et l’avons fini avec deux couches de Nordwood Commercial Traffic.',
      'À 19\u00a0h, les clients étaient de retour au comptoir.',
    ],
  },
  'new-lumacure-edge-mini': {
    title: 'Nouveau\u00a0: la LumaCure Edge Mini',
    excerpt: 'Notre plus petite lampe de polymérisation, conçue pour les garde-robes, les armoires et les meubles.',
    paragraphs: ['L’Edge Mini polymérise une fenêtre de 2,5\u00a0po et pèse 2,6\u00a0lb. Un adaptateur de batterie optionnel la rend sans fil.'],
  },
  'maintaining-oiled-floors': {
    title: 'Entretenir un plancher huilé DEL',
    excerpt: 'Un ravivage annuel garde les zones de passage invisibles, sans ponçage.',
    paragraphs: [
      'Passez l’aspirateur et la vadrouille humide avec un savon neutre. Une fois par année, appliquez une couche mince d’huile d’entretien, polissez et polymérisez.',
      'Évitez les vadrouilles à vapeur et les nettoyants à base d’ammoniaque.',
    ],
  },
  'montauk-beach-house': {
    title: 'Projet\u00a0: des gris bois de grève dans une maison de plage de Montauk',
    excerpt: 'Arboris Lumen Bois de grève sur de larges planches de chêne blanc.',
    paragraphs: [
      'De larges planches de chêne blanc, une palette côtière et un client qui voulait un plancher d’allure vieillie dès le premier jour.',
      'Une couche de Lumen Bois de grève et une couche de Lumen Clear mat ont donné un gris doux qui reste fidèle au soleil.',
    ],
  },
  'trade-show-2024': {
    title: 'Venez nous voir au salon «\u00a0Wood Flooring Expo\u00a0»',
    excerpt: 'Démonstrations de polymérisation en direct au kiosque\u00a01214, trois fois par jour.',
    paragraphs: ['Apportez une planchette échantillon de votre propre essence et regardez-la polymériser sur place.'],
  },
  'custom-colors-how-we-match': {
    title: 'Comment nous reproduisons une teinte sur mesure',
    excerpt: 'De votre planchette échantillon à une teinture assortie en cinq jours ouvrables.',
    paragraphs: [
      'Envoyez une planchette poncée de la même essence et votre référence de couleur. Notre laboratoire mélange, polymérise et mesure jusqu’à ce que l’écart soit inférieur à Delta\u00a0E\u00a02.',
      'Vous recevez une planchette échantillon polymérisée pour approbation avant l’expédition.',
    ],
  },
  'toronto-family-home': {
    title: 'Projet\u00a0: un aspect pâle et brut pour une maison familiale de Toronto',
    excerpt: 'Nordwood Invisible garde au chêne blanc son air fraîchement poncé.',
    paragraphs: [
      'Les propriétaires voulaient un plancher d’apparence non traitée, mais sécuritaire avec deux jeunes enfants et un chien.',
      'Deux couches de Nordwood Invisible, polymérisées instantanément, ont donné exactement ce résultat.',
    ],
  },
};
