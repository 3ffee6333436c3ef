import type { TechnicalDataItem } from '@/modules/catalogue/contract';
import type { PdfDocument } from '../art/pdf';
import { DOCUMENT_TITLES_FR, frenchSheetPath } from '../i18n/localise';
import type { ProductFrench } from './seed-sheets.fr';
import type { ProductSeed } from './seed-types';

export interface ProductDocument extends TechnicalDataItem {
  doc: PdfDocument;
}

const stripHtml = (html: string) => html.replace(/<\/(p|li|h3)>/g, '\n').replace(/<[^>]+>/g, '').split('\n').filter(Boolean);

const isLight = (seed: ProductSeed) => seed.art.kind === 'machine' || seed.art.kind === 'handheld';

/** The PDFs a product page lists as technical data (docs/contract.md §3: title and path). */
export function productDocuments(seed: ProductSeed): ProductDocument[] {
  if (!seed.technical) return [];
  const base = `/uploads/pdf/technical/${seed.slug}`;
  const sheet: ProductDocument = {
    title: 'Technical data sheet',
    path: `${base}-tds.pdf`,
    doc: {
      title: `${seed.title} - Technical Data Sheet`,
      subtitle: seed.short_description,
      sections: [{ heading: 'Product', paragraphs: stripHtml(seed.description) }, { heading: 'Technical data', rows: seed.technical }],
    },
  };
  if (isLight(seed)) {
    return [
      sheet,
      {
        title: 'Operating manual',
        path: `${base}-manual.pdf`,
        doc: {
          title: `${seed.title} - Operating Manual`,
          subtitle: 'Read before first use and keep with the machine.',
          sections: [
            { heading: 'Safety', paragraphs: ['Wear UV400 glasses whenever the lamp is on. Never point the lamp at people or animals.', 'Switch off and unplug before cleaning, lifting or changing an LED cassette.'] },
            { heading: 'Curing', paragraphs: ['Keep the lamp 10 mm above the floor and move at the speed given in the technical data. Overlap lanes by 2 inches.', 'A surface that feels tacky after curing has been under-dosed: pass again at a slower speed.'] },
            { heading: 'Care', paragraphs: ['Wipe the quartz window with isopropyl alcohol after each job. Store dry, above freezing.'] },
          ],
        },
      },
    ];
  }
  return [
    sheet,
    {
      title: 'Safety data sheet',
      path: `${base}-sds.pdf`,
      doc: {
        title: `${seed.title} - Safety Data Sheet`,
        subtitle: 'Summary according to OSHA HazCom 2012 / WHMIS 2015.',
        sections: [
          { heading: '1. Identification', rows: [['Product', seed.title], ['Use', 'Wood floor finish, professional use'], ['Supplier', 'LED Floor Finishes, 1250 Barnum Avenue, Bridgeport, CT 06610']] },
          { heading: '2. Hazards', paragraphs: ['May cause an allergic skin reaction before curing. Wear nitrile gloves. Cured film is inert.'] },
          { heading: '7. Handling and storage', paragraphs: ['Keep away from daylight and UV sources before use. Store between 5 and 30 °C in the closed original container.'] },
          { heading: '13. Disposal', paragraphs: ['Cure leftovers in thin layers under LED light; cured material can go with household waste.'] },
        ],
      },
    },
  ];
}

/**
 * The French sheets of a product that has French (docs/contract.md §12): the same documents as
 * productDocuments, at `….fr.pdf` beside the English ones: fiche technique, fiche de données de
 * sécurité (FDS, SIMDUT 2015 as Quebec requires for the oils) and, for the lights, the manual.
 */
export function productDocumentsFr(seed: ProductSeed, fr: ProductFrench): ProductDocument[] {
  if (!seed.technical || !fr.technical) return [];
  const english = productDocuments(seed);
  const sheet: PdfDocument = {
    title: `${fr.title} - Fiche technique`,
    subtitle: fr.short_description,
    sections: [{ heading: 'Produit', paragraphs: stripHtml(fr.description) }, { heading: 'Données techniques', rows: fr.technical }],
  };
  const second: PdfDocument = isLight(seed)
    ? {
        title: `${fr.title} - Manuel d’utilisation`,
        subtitle: 'À lire avant la première utilisation et à garder avec la machine.',
        sections: [
          { heading: 'Sécurité', paragraphs: ['Portez des lunettes UV400 chaque fois que la lampe est allumée. Ne dirigez jamais la lampe vers des personnes ou des animaux.', 'Éteignez et débranchez avant de nettoyer, de soulever la machine ou de changer une cassette DEL.'] },
          { heading: 'Polymérisation', paragraphs: ['Gardez la lampe à 10 mm du plancher et avancez à la vitesse indiquée dans les données techniques. Faites chevaucher les bandes de 5 cm.', 'Une surface collante après la polymérisation a manqué de dose\u00a0: repassez plus lentement.'] },
          { heading: 'Entretien', paragraphs: ['Essuyez la fenêtre de quartz à l’alcool isopropylique après chaque chantier. Entreposez au sec, à l’abri du gel.'] },
        ],
      }
    : {
        title: `${fr.title} - Fiche de données de sécurité`,
        subtitle: 'Résumé conforme à OSHA HazCom 2012 / SIMDUT 2015.',
        sections: [
          { heading: '1. Identification', rows: [['Produit', fr.title], ['Usage', 'Fini pour planchers de bois, usage professionnel'], ['Fournisseur', 'LED Floor Finishes, 1250 Barnum Avenue, Bridgeport, CT 06610']] },
          { heading: '2. Identification des dangers', paragraphs: ['Peut provoquer une allergie cutanée avant la polymérisation. Portez des gants de nitrile. Le film polymérisé est inerte.'] },
          { heading: '7. Manutention et stockage', paragraphs: ['Tenir à l’abri de la lumière du jour et des sources UV avant l’emploi. Entreposer entre 5 et 30 °C dans le contenant d’origine fermé.'] },
          { heading: '13. Élimination', paragraphs: ['Polymériser les restes en couches minces sous la lumière DEL\u00a0; le produit polymérisé peut aller aux ordures ménagères.'] },
        ],
      };
  const [tds, other] = english;
  return [
    { title: DOCUMENT_TITLES_FR[tds.title], path: frenchSheetPath(tds.path), doc: sheet },
    { title: DOCUMENT_TITLES_FR[other.title], path: frenchSheetPath(other.path), doc: second },
  ];
}
