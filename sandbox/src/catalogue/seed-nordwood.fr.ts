import { decrire, oilSheetFr, type ProductFrench } from './seed-sheets.fr';

/** French (fr-CA) of seed-nordwood.ts, by slug (docs/contract.md §12). */
export const NORDWOOD_FR: Record<string, ProductFrench> = {
  'nordwood-pure-led-hardwax-oil': {
    title: 'Huile-cire dure DEL Nordwood Pure',
    short_description: 'Huile-cire dure incolore à un composant qui polymérise en quelques secondes sous la lumière DEL. On marche sur le plancher tout de suite.',
    description: decrire(
      'Nordwood Pure est une huile-cire dure incolore, sans solvant, pour le chêne, le frêne, l’érable et la plupart des essences exotiques. Elle pénètre le bois comme une huile traditionnelle et polymérise dès que la lumière DEL passe dessus\u00a0: une pièce peut être poncée, finie et meublée le même jour.',
      [
        'Praticable dès la polymérisation, pleine charge après 24\u00a0heures',
        'Moins de 5\u00a0g/L de COV et sans isocyanates',
        'Les retouches se fondent sans poncer toute la pièce',
        'Ton chaud et naturel qui laisse voir le grain',
      ],
      'Poncer au grain\u00a0120, bien passer l’aspirateur et appliquer au rouleau en microfibre\u00a0: un litre couvre 28\u00a0m² par couche sur le chêne, 32\u00a0m² sur l’érable dense et 22\u00a0m² sur le pin ou le frêne poreux. Polymériser chaque couche aussitôt avec une machine DEL Nordwood ou LumaCure, puis appliquer la deuxième couche.',
    ),
    technical: oilSheetFr(),
  },
  'nordwood-tone-led-hardwax-oil': {
    title: 'Huile-cire dure DEL Nordwood Tone',
    short_description: 'Huile-cire dure DEL pigmentée en six teintes de designer\u00a0: la couleur et la protection en une seule couche.',
    description: decrire(
      'Nordwood Tone réunit une huile colorée pénétrante et une couche de finition résistante. Six teintes, du Blanc nordique au Graphite, couvrent les tons que les designers demandent le plus, et chaque teinte se mélange sur le chantier pour un rendu sur mesure.',
      [
        'La couleur et la protection en un seul produit',
        'Couleur uniforme, sans marques de reprise, grâce à la polymérisation instantanée',
        'Les teintes se mélangent entre elles\u00a0; demandez-nous une teinte sur mesure',
        'Ajoutez une couche de Nordwood Pure pour plus d’épaisseur',
      ],
      'Appliquer la première couche dans la teinte choisie, polymériser, puis finir avec une deuxième couche de la même teinte ou avec Nordwood Pure dans le lustre voulu.',
    ),
    technical: oilSheetFr({ Pigments: 'Oxydes de fer résistants à la lumière', Couches: 'Une couche teintée, puis une couche incolore ou teintée' }),
  },
  'nordwood-invisible-led-oil': {
    title: 'Huile DEL Nordwood Invisible',
    short_description: 'Garde au chêne fraîchement poncé son air de bois brut tout en le protégeant des taches et de l’usure.',
    description: decrire(
      'Une huile DEL ultra-mate, pigmentée de blanc, qui annule le jaunissement d’un fini incolore. Le plancher garde l’aspect pâle et brut du chêne fraîchement poncé, avec une surface scellée qui résiste au vin rouge et au café.',
      [
        'Aspect de bois brut, lustre de 5\u00a0%',
        'Deux teintes\u00a0: Chêne brut pour le chêne européen, Blanc nordique pour les essences pâles',
        'Polymérisation instantanée, aucune attente entre les couches',
      ],
      'Donne les meilleurs résultats sur du chêne poncé au grain\u00a0120 à 150. Appliquer deux couches minces et polymériser chacune aussitôt.',
    ),
    technical: oilSheetFr({ Lustre: '5\u00a0% à 60°' }),
  },
  'nordwood-commercial-traffic-led-oil': {
    title: 'Huile DEL Nordwood Commercial Traffic',
    short_description: 'Huile DEL extra-dure pour les commerces, restaurants et bureaux qui ne peuvent pas fermer une fin de semaine.',
    description: decrire(
      'Formulée pour les planchers qui voient passer des milliers de pas par jour. Une teneur plus élevée en cire et en résine donne une surface plus dure, avec l’aspect d’un plancher huilé, et la polymérisation DEL permet de rouvrir le commerce le soir même.',
      [
        'Résistance à l’abrasion Taber comparable à celle des vernis à deux composants',
        'Satiné ou semi-lustré, pour un entretien facile',
        'Réouverture des lieux dès la polymérisation',
      ],
      'Appliquer deux couches sur bois nu ou une couche sur une couleur Nordwood polymérisée. Passer la polisseuse avec un tampon blanc entre les couches pour le fini le plus lisse.',
    ),
    technical: oilSheetFr({ 'Résistance à l’abrasion': 'Taber CS-10, 1\u00a0000\u00a0g\u00a0: 3\u00a0500\u00a0cycles', Rendement: '24 à 34\u00a0m² par litre par couche' }),
  },
  'nordwood-led-color-stain': {
    title: 'Teinture DEL Nordwood Color',
    short_description: 'Teinture riche et uniforme qui polymérise sous la lumière DEL\u00a0: la couche de finition suit en quelques minutes.',
    description: decrire(
      'La teinture Nordwood Color donne une couleur riche et uniforme sur le chêne et le frêne. Au lieu de sécher toute la nuit, elle polymérise sous la machine DEL\u00a0: teindre et vernir une pièce se fait en une seule visite. Six teintes en stock\u00a0; toute autre teinte est préparée sur commande.',
      [
        'Aucun séchage de nuit entre la teinture et la couche de finition',
        'Six teintes en stock, teintes sur mesure sur demande',
        'Compatible avec toutes les huiles DEL Nordwood et Arboris',
      ],
      'Appliquer au tampon, faire pénétrer à la polisseuse avec un tampon beige, polymériser, puis recouvrir de Nordwood Pure.',
    ),
    technical: oilSheetFr({ Rendement: '15 à 20\u00a0m² par litre', Couches: 'Une, suivie d’une huile DEL incolore' }),
  },
  'nordwood-maintenance-oil': {
    title: 'Huile d’entretien Nordwood',
    short_description: 'Ravive les zones de passage usées des planchers huilés DEL, sans ponçage.',
    description: decrire(
      'Une huile de ravivage fluide pour l’entretien annuel des planchers huilés DEL. Nettoyer le plancher, appliquer un film mince, polir et polymériser\u00a0: les zones de passage usées disparaissent et le lustre redevient uniforme.',
      ['Aucun ponçage nécessaire', 'S’agence aux finis Nordwood Pure et Tone', 'Polymérisation instantanée, la pièce est utilisable aussitôt'],
      'Nettoyer avec un savon neutre, laisser sécher, appliquer au tampon en microfibre à raison de 50 à 60\u00a0m² par litre, polir et polymériser.',
    ),
    technical: null,
  },
  'nordwood-applicator-pad-kit': {
    title: 'Ensemble de tampons d’application et de polissage Nordwood',
    short_description: 'Tampons blanc, rouge et beige de 17\u00a0po pour appliquer et polir les huiles DEL.',
    description: decrire(
      'Les trois tampons dont chaque chantier d’huile DEL a besoin\u00a0: le rouge pour égrener entre les couches, le beige pour faire pénétrer la couleur, le blanc pour le polissage final.',
      ['Tampons de 17\u00a0po (430\u00a0mm) pour polisseuses standards', 'Code de couleur selon l’agressivité'],
      'Utiliser le rouge pour égrener une couche polymérisée avant de recouvrir, le beige pour faire pénétrer les teintures et le blanc pour uniformiser le lustre.',
    ),
    technical: null,
  },
};

/** The retired product old orders still name (seed-retired.ts): its title only. */
export const RETIRED_TITLES_FR: Record<string, string> = {
  'nordwood-classic-hardwax-oil': 'Huile-cire dure Nordwood Classic',
};
