import type { TechnicalDataItem } from '@/modules/catalogue/contract';
import type { PdfDocument } from '../art/pdf';
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
