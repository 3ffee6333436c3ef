import type { HolidayPromotion } from '@/modules/catalogue/contract';

export interface MediaSeed {
  id: number;
  title: string;
  finish: string;
}

/** Photos from finished projects for the media gallery (/media/data). */
export const MEDIA_SEEDS: MediaSeed[] = [
  { id: 1, title: 'Loft in Brooklyn — Nordwood Pure Matte on white oak', finish: '#e3cfa9' },
  { id: 2, title: 'Beach house in Montauk — Arboris Lumen Driftwood', finish: '#b5a793' },
  { id: 3, title: 'Bakery in New Haven — Nordwood Commercial Traffic', finish: '#c58f4c' },
  { id: 4, title: 'Townhouse in Boston — Nordwood Tone Smoked Oak', finish: '#7a5a3e' },
  { id: 5, title: 'Dance studio in Hartford — Arboris Gloss Topcoat', finish: '#d9a65f' },
  { id: 6, title: 'Family home in Toronto — Nordwood Invisible', finish: '#d8c09a' },
  { id: 7, title: 'Office in Stamford — Arboris Lumen Chalk Grey', finish: '#c9c3b8' },
  { id: 8, title: 'Victorian staircase in Providence — Nordwood Walnut Stain', finish: '#5b3a29' },
];

export const mediaPath = (id: number) => `/uploads/media/project-${id}.png`;
export const mediaThumbPath = (id: number) => `/uploads/media/thumbs/project-${id}.png`;

/** docs/contract.md §9: the holiday promotion, its text and dates. */
export const HOLIDAY_PROMOTION: HolidayPromotion = {
  title: 'Holiday promotion',
  text: '25% off curing lights and 15% off additional oils with 5 litres of clear oil. Valid 12/16/24 to 01/08/25. Not applied to taxes, shipping or handling.',
  starts_at: '2024-12-16',
  ends_at: '2025-01-08',
};

export const HERO = {
  title: 'Finish a floor in a day',
  subtitle: 'LED-cured hardwax oils, stains and curing lights for wood-floor professionals. Walk on the floor the moment the light has passed.',
  img: '/uploads/img/home/hero.png',
  cta_label: 'Shop LED oils',
  cta_href: '/products',
};

export const FEATURED_SLUGS = [
  'nordwood-pure-led-hardwax-oil',
  'nordwood-tone-led-hardwax-oil',
  'arboris-lumen-color-oil',
  'lumacure-h4-handheld-led-lamp',
];
