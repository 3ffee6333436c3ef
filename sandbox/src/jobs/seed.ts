import type { Address } from '@/modules/checkout/contract';
import type { CatalogueState } from '../catalogue/state';
import { DEMO_ADDRESS, DEMO_USER_ID } from '../accounts/state';
import type { JobLineRecord, JobRecord } from './state';

/** Job 1 is the one seeded order #9003 was bought for (its reference). */
export const HARBOR_STREET_JOB = { id: 1, name: 'Harbor Street loft' } as const;

const MILLER_SITE: Address = {
  ...DEMO_ADDRESS,
  first_name: 'Laura',
  last_name: 'Miller',
  street1: '27 Orchard Road',
  street2: '',
  city: 'Beverly',
  zip: '01915',
  phone: '+1 978 555 0143',
};

interface LineSeed {
  slug: string;
  tag: string;
  type: string;
  colorIds: number[];
  count: number;
}

/** The demo customer's jobs: one done (with its order), one planned for Monday (docs/contract.md §10). */
export function seedDemoJobs(catalogue: CatalogueState): JobRecord[] {
  let nextLine = 1;
  const lines = (seeds: LineSeed[]): JobLineRecord[] =>
    seeds.map((seed) => {
      const product = catalogue.products.find((p) => p.slug === seed.slug);
      const price = product?.price_type_data.find((p) => p.tag_name === seed.tag && p.type_name === seed.type);
      if (!product || !price) throw new Error(`jobs seed: ${seed.slug} has no ${seed.tag} ${seed.type}`);
      return {
        id: nextLine++,
        products_id: product.id,
        price_id: price.id,
        tag_id: price.tag_id,
        type_id: price.type_id,
        color_ids: seed.colorIds,
        count: seed.count,
        slug: product.slug,
        product_title: product.title,
        tag_name: price.tag_name,
        type_name: price.type_name,
      };
    });
  return [
    {
      ...HARBOR_STREET_JOB,
      user_id: DEMO_USER_ID,
      site: DEMO_ADDRESS,
      area: 62,
      area_unit: 'm2',
      porosity: 'average',
      coats: 2,
      notes: 'Wide-plank white oak, sanded to 120 grit. Tone oil in Nordic White and Chalk Grey for the living area.',
      status: 'done',
      lines: lines([
        { slug: 'nordwood-pure-led-hardwax-oil', tag: 'Matte', type: '2.5 L', colorIds: [1], count: 4 },
        { slug: 'nordwood-tone-led-hardwax-oil', tag: 'Satin', type: '1 L', colorIds: [3, 5], count: 2 },
        { slug: 'lumacure-h4-handheld-led-lamp', tag: 'Standard', type: 'Unit', colorIds: [1], count: 1 },
      ]),
      created_at: '2026-10-20T08:30:00Z',
      updated_at: '2026-11-04T17:10:00Z',
    },
    {
      id: 2,
      name: 'Miller kitchen',
      user_id: DEMO_USER_ID,
      site: MILLER_SITE,
      area: 45,
      area_unit: 'm2',
      porosity: 'average',
      coats: 2,
      notes: 'White oak, two coats. Delivery to the site on Monday; side door, ask for Laura.',
      status: 'planned',
      lines: lines([
        { slug: 'nordwood-pure-led-hardwax-oil', tag: 'Matte', type: '2.5 L', colorIds: [1], count: 1 },
        { slug: 'nordwood-pure-led-hardwax-oil', tag: 'Matte', type: '1 L', colorIds: [1], count: 1 },
        { slug: 'nordwood-applicator-pad-kit', tag: 'Standard', type: 'Set of 3', colorIds: [1], count: 1 },
      ]),
      created_at: '2026-11-18T10:00:00Z',
      updated_at: '2026-11-18T10:00:00Z',
    },
  ];
}
