import { decrire, oilSheetFr, type ProductFrench } from './seed-sheets.fr';

/** French (fr-CA) of seed-arboris.ts, by slug (docs/contract.md §12). */
export const ARBORIS_FR: Record<string, ProductFrench> = {
  'arboris-lumen-clear-oil': {
    title: 'Huile UV-DEL incolore Arboris Lumen Clear',
    short_description: 'La couche de finition du système Arboris\u00a0: incolore, robuste et polymérisée aux UV-DEL en un seul passage.',
    description: decrire(
      'Lumen Clear est le cœur du système Arboris. Elle forme un film dur et respirant dans la couche supérieure du bois et polymérise aux UV-DEL sans chaleur\u00a0: aucun risque de gondolement sur les planchers d’ingénierie.',
      ['Trois lustres, du mat au semi-lustré', 'Sans chaleur, sans danger sur les planchers d’ingénierie et chauffants', 'S’applique sur l’apprêt Arboris et la teinture Deep Stain'],
      'Appliquer deux couches à environ 25\u00a0m² par litre par couche (20\u00a0m² sur bois poreux). Polymériser chaque couche avec une machine UV-DEL à 3\u00a0m par minute.',
    ),
    technical: oilSheetFr({ Liant: 'Huiles de lin et de tung modifiées uréthane-acrylate' }),
  },
  'arboris-lumen-color-oil': {
    title: 'Huile UV-DEL colorée Arboris Lumen Color',
    short_description: 'Six gris vieillis et tons de bois de grève pour les intérieurs scandinaves et de bord de mer.',
    description: decrire(
      'Lumen Color donne aux planchers neufs les gris doux du bois vieilli. Les six teintes sont ajustées au chêne blanc et restent fidèles sous un éclairage chaud comme froid.',
      ['Six teintes de gris et de bois de grève', 'Couleur stable à la lumière du jour', 'Recouvrir de Lumen Clear pour un usage commercial'],
      'Appliquer une couche colorée, polymériser, puis finir avec Lumen Clear ou une deuxième couche colorée.',
    ),
    technical: oilSheetFr({ Pigments: 'Pigments minéraux résistants à la lumière' }),
  },
  'arboris-rapid-primer-oil': {
    title: 'Huile d’apprêt Arboris Rapid Primer',
    short_description: 'Apprêt à pénétration profonde qui uniformise l’absorption de l’érable, du hêtre et des bois exotiques.',
    description: decrire(
      'Rapid Primer pénètre profondément dans les essences denses et huileuses\u00a0: la couche de finition Arboris adhère uniformément et aucune marbrure n’apparaît sur l’érable ou le hêtre.',
      ['Prévient les marbrures sur les essences difficiles', 'Polymérise aux UV-DEL en quelques secondes'],
      'Appliquer une couche mince, retirer l’excédent avec un tampon blanc, polymériser et poursuivre avec Lumen Clear.',
    ),
    technical: oilSheetFr({ Rendement: '40 à 50\u00a0m² par litre', Couches: 'Une' }),
  },
  'arboris-deep-stain': {
    title: 'Teinture Arboris Deep Stain',
    short_description: 'Teintures chaudes et saturées, du miel au jatoba, pour le système Arboris\u00a0; toute teinte préparée sur commande.',
    description: decrire(
      'Deep Stain donne une couleur riche et chaude en une seule application. Cinq teintes en stock vont du miel au jatoba\u00a0; envoyez-nous une planchette échantillon ou une référence de couleur et nous préparons votre teinte.',
      ['Cinq teintes chaudes en stock', 'Teintes sur mesure préparées d’après un échantillon', 'Prête à recouvrir dès la polymérisation'],
      'Appliquer au tampon, faire pénétrer, polymériser, puis recouvrir d’Arboris Lumen Clear.',
    ),
    technical: oilSheetFr({ Couches: 'Une, suivie de Lumen Clear' }),
  },
  'arboris-gloss-topcoat': {
    title: 'Couche de finition UV-DEL lustrée Arboris',
    short_description: 'Fini très lustré pour les gymnases, les studios de danse et les planchers qui doivent briller.',
    description: decrire(
      'Une couche de finition lustrée à haut pouvoir garnissant pour les planchers qui doivent briller. Elle s’égalise en un film miroir et polymérise instantanément\u00a0: les planchers sportifs reprennent du service le jour même.',
      ['Lustre de 85\u00a0% à 60°', 'Résistance au glissement adaptée aux studios de danse'],
      'Appliquer sur une couche de Lumen Clear polymérisée avec un applicateur en T et polymériser aussitôt.',
    ),
    technical: oilSheetFr({ Lustre: '85\u00a0% à 60°' }),
  },
  'arboris-anti-slip-oil': {
    title: 'Huile UV-DEL antidérapante Arboris',
    short_description: 'Fini antidérapant pour les escaliers, les cuisines et les aires publiques.',
    description: decrire(
      'Anti-Slip ajoute à l’huile Arboris un fin granulat minéral\u00a0: les escaliers et les planchers de cuisine restent sécuritaires même mouillés.',
      ['Résistance au glissement R10', 'Le granulat est invisible une fois polymérisé'],
      'Bien brasser, appliquer deux couches et polymériser chaque couche aussitôt.',
    ),
    technical: oilSheetFr({ 'Résistance au glissement': 'R10 (DIN\u00a051130)' }),
  },
};
