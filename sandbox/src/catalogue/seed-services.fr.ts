/**
 * French (fr-CA) of seed-services.ts, by slug (docs/contract.md §12): titles and descriptions. The
 * service documents' French is in seed-service-docs.fr.ts; the technical documents are in English
 * only, and French answers list them with `locale: 'en-US'`.
 */
export interface ServiceFrench {
  title: string;
  short_description: string;
  description: string;
}

export const SERVICES_FR: Record<string, ServiceFrench> = {
  'led-oil-finishing': {
    title: 'Ponçage et finition à l’huile DEL',
    short_description: 'Nos équipes certifiées poncent, huilent et polymérisent votre plancher en une journée\u00a0; les meubles reprennent leur place le soir même.',
    description:
      '<p>Nous ponçons votre plancher jusqu’au bois nu, appliquons une huile DEL Nordwood ou Arboris dans la teinte de votre choix et polymérisons chaque couche sur place. Une maison typique de 800\u00a0pi² est finie en une seule journée de travail.</p><ul><li>Ponçage avec captation de la poussière</li><li>Échantillons de teinte sur votre propre plancher avant de commencer</li><li>Vous marchez sur le plancher dès notre départ</li></ul>',
  },
  'led-curing-machine-rental': {
    title: 'Location de machines de polymérisation',
    short_description: 'Louez une machine LumaCure à pousser à la journée ou à la semaine, livrée à votre chantier.',
    description:
      '<p>Pas encore prêt à acheter\u00a0? Louez une LumaCure 1200 ou 2000 Pro avec une cassette DEL de rechange et une brève initiation sur place. Les jours de location sont déduits du prix d’achat si vous achetez dans les 90\u00a0jours.</p>',
  },
  'contractor-certification': {
    title: 'Cours de certification en finition DEL',
    short_description: 'Cours pratique de deux jours pour les entrepreneurs en plancher\u00a0: application, polymérisation, retouches et sécurité.',
    description:
      '<p>Apprenez à travailler les huiles polymérisées DEL sur de vrais planchers dans notre centre de formation de Bridgeport. Les entrepreneurs certifiés figurent sur notre site Web et obtiennent les prix pour professionnels.</p><ul><li>Jour\u00a01\u00a0: préparation, application, vitesse et dose de polymérisation</li><li>Jour\u00a02\u00a0: teintes, escaliers, retouches, sécurité</li></ul>',
  },
  'custom-color-matching': {
    title: 'Appariement de teintes sur mesure',
    short_description: 'Envoyez-nous une planchette échantillon ou une référence de couleur\u00a0: nous préparons une teinture ou une huile teintée assortie.',
    description:
      '<p>Notre laboratoire reproduit toute référence de couleur sur votre essence de bois. Vous recevez une planchette échantillon polymérisée en cinq jours ouvrables, et le produit assorti est expédié prêt à l’emploi.</p>',
  },
  'commercial-floor-maintenance': {
    title: 'Entretien de planchers commerciaux',
    short_description: 'Programmes de ravivage annuels pour les commerces, restaurants et bureaux, faits de nuit.',
    description:
      '<p>Nous nettoyons, ravivons et polymérisons de nouveau votre plancher commercial pendant la nuit\u00a0: votre commerce ne ferme jamais. Un registre d’entretien consigne chaque visite.</p>',
  },
};
