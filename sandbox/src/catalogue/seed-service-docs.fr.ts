import type { PdfSection } from '../art/pdf';

/**
 * The French service documents (docs/contract.md §12), by the English file's name: each sits
 * beside its English one at `….fr.pdf`, as a product's French sheets do (frenchSheetPath). The
 * technical documents of a service have no French yet: French answers list them in English.
 */
export interface ServiceDocFrench {
  pdf_title: string;
  sections: PdfSection[];
}

const prix = (rows: [string, string][]): PdfSection => ({ heading: 'Prix (USD, avant taxes)', rows });
const deroulement = (...paragraphs: string[]): PdfSection => ({ heading: 'Déroulement', paragraphs });

export const SERVICE_DOCS_FR: Record<string, ServiceDocFrench> = {
  'led-oil-finishing-overview': {
    pdf_title: 'Aperçu du service',
    sections: [deroulement('Nous venons mesurer et faire des échantillons de teinte sur votre plancher. Le jour venu, l’équipe ponce, huile et polymérise pièce par pièce.', 'Vous pouvez marcher dans chaque pièce dès qu’elle est polymérisée.')],
  },
  'led-oil-finishing-prices': {
    pdf_title: 'Liste de prix 2024',
    sections: [prix([['Ponçage et deux couches, par pi²', '4,80\u00a0$'], ['Couche de teinte, par pi²', '1,20\u00a0$'], ['Escalier, par marche', '65\u00a0$'], ['Chantier minimum', '1\u00a0200\u00a0$']])],
  },
  'led-curing-machine-rental-terms': {
    pdf_title: 'Conditions de location',
    sections: [{ heading: 'Conditions', paragraphs: ['Location d’une journée au minimum. Un dépôt remboursable est porté à la carte utilisée pour la réservation.', 'Les dommages aux cassettes DEL au-delà de l’usure normale sont facturés au coût.'] }],
  },
  'led-curing-machine-rental-rates': {
    pdf_title: 'Tarifs de location',
    sections: [prix([['LumaCure 1200, par jour', '180\u00a0$'], ['LumaCure 1200, par semaine', '690\u00a0$'], ['LumaCure 2000 Pro, par jour', '290\u00a0$'], ['Livraison dans un rayon de 80\u00a0km', '95\u00a0$']])],
  },
  'contractor-certification-programme': {
    pdf_title: 'Programme du cours',
    sections: [{ heading: 'Programme', rows: [['Jour\u00a01, matin', 'Ponçage pour finis DEL, humidité, poussière'], ['Jour\u00a01, après-midi', 'Pratique d’application et de polymérisation'], ['Jour\u00a02, matin', 'Teintures et teintes sur mesure'], ['Jour\u00a02, après-midi', 'Retouches, escaliers et sécurité UV\u00a0; examen']] }],
  },
  'custom-color-matching-samples': {
    pdf_title: 'Comment envoyer un échantillon',
    sections: [deroulement('Poncez un morceau de la même essence au même grain que le plancher.', 'Marquez le dessus et envoyez-le avec votre référence de couleur à notre laboratoire de Bridgeport.')],
  },
  'commercial-floor-maintenance-plans': {
    pdf_title: 'Forfaits d’entretien',
    sections: [prix([['Base\u00a0: une visite par année, par pi²', '0,90\u00a0$'], ['Plus\u00a0: deux visites par année, par pi²', '1,60\u00a0$'], ['Appel de réparation d’urgence', '240\u00a0$']])],
  },
};
