import { decrire, lightSheetFr, type ProductFrench } from './seed-sheets.fr';

/** French (fr-CA) of seed-lights.ts, by slug (docs/contract.md §12): every light of the seed has French. */
export const LIGHTS_FR: Record<string, ProductFrench> = {
  'lumacure-1200-walk-behind-curing-machine': {
    title: 'Machine de polymérisation DEL à pousser LumaCure 1200',
    short_description: 'La machine de polymérisation à pousser de 12\u00a0po pour les planchers résidentiels. Prix et conditions de location sur demande.',
    description: decrire(
      'La LumaCure 1200 polymérise une bande d’huile DEL de 12\u00a0po au pas de marche. Elle se replie dans une fourgonnette, se branche sur une prise domestique et se rentabilise avec les journées qu’une équipe ne passe plus à attendre que les finis sèchent.',
      ['Largeur de polymérisation de 12\u00a0po (305\u00a0mm)', 'Se branche sur une prise standard de 120\u00a0V', 'Poignée repliable, 48\u00a0lb (22\u00a0kg)'],
      'Avancer à un pas régulier de 3\u00a0m (10\u00a0pi) par minute, la lampe à 10\u00a0mm du plancher. Chaque machine est livrée avec une formation sur place.',
    ),
    technical: lightSheetFr({ 'Largeur de polymérisation': '12\u00a0po (305\u00a0mm)', Puissance: '1\u00a0200\u00a0W', Poids: '48\u00a0lb (22\u00a0kg)' }),
  },
  'lumacure-2000-pro-curing-machine': {
    title: 'Machine de polymérisation DEL LumaCure 2000 Pro',
    short_description: 'Machine professionnelle de 20\u00a0po pour les projets commerciaux. Prix et conditions de location sur demande.',
    description: decrire(
      'La LumaCure 2000 Pro polymérise une bande de 20\u00a0po dans les gymnases, les bureaux et les commerces, avec un guide de vitesse qui garde la bonne dose à chaque passage.',
      ['Largeur de polymérisation de 20\u00a0po (508\u00a0mm)', 'Guide de vitesse avec alarme sonore', 'Cassettes DEL interchangeables'],
      'Les opérateurs suivent notre cours de certification avant leur premier projet\u00a0; des machines de location sont offertes pour un seul chantier.',
    ),
    technical: lightSheetFr({
      'Largeur de polymérisation': '20\u00a0po (508\u00a0mm)',
      Puissance: '2\u00a0000\u00a0W',
      Poids: '86\u00a0lb (39\u00a0kg)',
      'Tension d’alimentation': '240\u00a0V / 60\u00a0Hz',
    }),
  },
  'lumacure-h4-handheld-led-lamp': {
    title: 'Lampe de polymérisation DEL portative LumaCure H4',
    short_description: 'Lampe portative pour les escaliers, les bordures et les retouches. Prix net\u00a0: exclu des rabais.',
    description: decrire(
      'La H4 polymérise là où une machine à pousser ne se rend pas\u00a0: marches d’escalier, bordures, cadres de porte et retouches. Sa poignée sur le dessus et son guide-câble la rendent confortable pour une journée complète d’escaliers.',
      ['Fenêtre de polymérisation de 4\u00a0po (100\u00a0mm)', 'Pèse 5,3\u00a0lb (2,4\u00a0kg)', 'Même longueur d’onde que les machines à pousser'],
      'Tenir la lampe à plat, à 10\u00a0mm de la surface, et avancer à 1\u00a0m (3\u00a0pi) par minute.',
    ),
    technical: lightSheetFr({ 'Largeur de polymérisation': '4\u00a0po (100\u00a0mm)', Puissance: '300\u00a0W', Poids: '5,3\u00a0lb (2,4\u00a0kg)' }),
  },
  'lumacure-replacement-led-module': {
    title: 'Module DEL de rechange LumaCure',
    short_description: 'Cassette DEL enfichable pour les machines LumaCure 1200 et 2000. Prix net\u00a0: exclu des rabais.',
    description: decrire(
      'Une cassette DEL complète avec dissipateur et connecteur. Elle se remplace en cinq minutes avec un seul tournevis et la machine retrouve sa pleine puissance.',
      ['Compatible avec LumaCure 1200 et 2000 Pro', 'Garantie de cinq ans', 'Connecteur sans outil'],
      'Débrancher la machine, retirer les quatre vis du couvercle, glisser l’ancienne cassette hors de son logement et insérer la nouvelle.',
    ),
    technical: null,
  },
  'lumacure-edge-mini-lamp': {
    title: 'Lampe DEL LumaCure Edge Mini',
    short_description: 'Lampe compacte pour les garde-robes, les armoires et la restauration de meubles.',
    description: decrire(
      'La plus petite lampe de la gamme, faite pour les coins serrés et les meubles. Prête pour la batterie et assez légère pour travailler au-dessus de la tête.',
      ['Fenêtre de polymérisation de 2,5\u00a0po (64\u00a0mm)', 'Adaptateur de batterie 18\u00a0V en option'],
      'Avancer à 0,5\u00a0m (1,5\u00a0pi) par minute, à 10\u00a0mm de la surface.',
    ),
    technical: lightSheetFr({ 'Largeur de polymérisation': '2,5\u00a0po (64\u00a0mm)', Puissance: '120\u00a0W', Poids: '2,6\u00a0lb (1,2\u00a0kg)' }),
  },
};
