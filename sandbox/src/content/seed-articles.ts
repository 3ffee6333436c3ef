import type { ArticleType } from '@/modules/catalogue/contract';

export interface ArticleSeed {
  slug: string;
  title: string;
  type: ArticleType;
  excerpt: string;
  paragraphs: string[];
  published_at: string;
  /** Finish of the floor in the generated header image. */
  finish: string;
}

export const articleImagePath = (slug: string) => `/uploads/img/articles/${slug}.png`;

export const ARTICLE_SEEDS: ArticleSeed[] = [
  { slug: 'why-led-cured-oils-change-floor-finishing', title: 'Why LED-cured oils change floor finishing', type: 'news', published_at: '2024-12-10T09:00:00Z', finish: '#e3cfa9',
    excerpt: 'Instant curing removes the longest step of every floor job: waiting.',
    paragraphs: ['A conventional oil or lacquer needs hours between coats and a day or more before furniture goes back. LED-cured finishes harden the moment the light passes over them.', 'For contractors that means fewer return visits; for homeowners it means sleeping in their bedroom the same night.'] },
  { slug: 'holiday-promotion-2024', title: 'Holiday promotion: 25% off curing lights', type: 'news', published_at: '2024-12-16T09:00:00Z', finish: '#c58f4c',
    excerpt: 'From December 16 to January 8: 25% off curing lights and 15% off additional oils with 5 litres of clear oil.',
    paragraphs: ['Our holiday promotion runs from 12/16/24 to 01/08/25. Curing lights are 25% off, and additional oils are 15% off when your order includes 5 litres of clear oil.', 'The promotion is not applied to taxes, shipping or handling.'] },
  { slug: 'how-to-choose-a-sheen', title: 'Matte, satin or semi-gloss: how to choose a sheen', type: 'guide', published_at: '2024-11-28T09:00:00Z', finish: '#d8c09a',
    excerpt: 'Sheen changes how a floor looks in daylight and how forgiving it is with scratches.',
    paragraphs: ['Matte hides scratches and dust best and looks closest to raw wood. Satin is the most popular compromise: a soft glow that still hides wear.', 'Semi-gloss reflects more light and is easiest to clean, which is why it is popular in kitchens and shops.'] },
  { slug: 'curing-speed-explained', title: 'Curing speed explained: dose, distance and walking pace', type: 'guide', published_at: '2024-11-05T09:00:00Z', finish: '#b5a793',
    excerpt: 'Too fast leaves a tacky lane, too slow wastes time. Here is how to get the dose right.',
    paragraphs: ['The energy an oil receives depends on the lamp power, the distance to the floor and how fast you move. Keep the lamp 10 mm above the floor and walk at about 3 m per minute.', 'If a lane feels tacky, pass again more slowly. Over-curing does no harm.'] },
  { slug: 'brooklyn-loft-one-day-refinish', title: 'Project: a Brooklyn loft refinished in one day', type: 'project', published_at: '2024-10-21T09:00:00Z', finish: '#efe6d6',
    excerpt: '1,400 sq ft of white oak, sanded and oiled between 7 am and 6 pm.',
    paragraphs: ['The owners had one day between tenants. The crew sanded in the morning, applied Nordwood Invisible in the afternoon and cured room by room.', 'By 6 pm the new tenants could move their furniture in.'] },
  { slug: 'staining-stairs-with-led', title: 'Staining stairs with LED stains', type: 'guide', published_at: '2024-10-02T09:00:00Z', finish: '#5b3a29',
    excerpt: 'Stain, cure and top-coat a staircase without closing it for days.',
    paragraphs: ['Work from the top down, staining and curing every third tread so the family can still use the stairs.', 'The hand-held lamp cures treads and risers in seconds; finish with a clear LED oil.'] },
  { slug: 'bakery-floor-new-haven', title: 'Project: a bakery floor that reopened the same evening', type: 'project', published_at: '2024-09-12T09:00:00Z', finish: '#c58f4c',
    excerpt: 'Commercial Traffic oil on maple in a busy New Haven bakery.',
    paragraphs: ['The bakery could close for one afternoon. We primed the maple with Arboris Rapid Primer and finished it with two coats of Nordwood Commercial Traffic.', 'Customers were back at the counter at 7 pm.'] },
  { slug: 'new-lumacure-edge-mini', title: 'New: the LumaCure Edge Mini', type: 'news', published_at: '2024-11-04T09:00:00Z', finish: '#d9a65f',
    excerpt: 'Our smallest curing lamp, made for closets, cabinets and furniture.',
    paragraphs: ['The Edge Mini cures a 2.5-inch window and weighs 2.6 lb. An optional battery adapter makes it cordless.'] },
  { slug: 'maintaining-oiled-floors', title: 'Maintaining an LED-oiled floor', type: 'guide', published_at: '2024-08-14T09:00:00Z', finish: '#cdb48e',
    excerpt: 'A yearly refresh keeps traffic lanes invisible — no sanding required.',
    paragraphs: ['Vacuum and damp-mop with a neutral soap. Once a year, apply a thin coat of Maintenance Oil, buff and cure.', 'Avoid steam mops and ammonia-based cleaners.'] },
  { slug: 'montauk-beach-house', title: 'Project: driftwood greys in a Montauk beach house', type: 'project', published_at: '2024-07-30T09:00:00Z', finish: '#a9a196',
    excerpt: 'Arboris Lumen Driftwood on wide white-oak planks.',
    paragraphs: ['Wide white-oak planks, a coastal palette and a client who wanted the floor to look weathered from day one.', 'One coat of Lumen Driftwood and one of Lumen Clear Matte gave a soft grey that stays true in sunlight.'] },
  { slug: 'trade-show-2024', title: 'Meet us at the Wood Flooring Expo', type: 'news', published_at: '2024-04-09T09:00:00Z', finish: '#e3cfa9',
    excerpt: 'Live curing demos at booth 1214, three times a day.',
    paragraphs: ['Bring a sample board of your own species and watch it cured on the spot.'] },
  { slug: 'custom-colors-how-we-match', title: 'How we match a custom colour', type: 'guide', published_at: '2024-03-18T09:00:00Z', finish: '#8a4b2a',
    excerpt: 'From your sample board to a matched stain in five business days.',
    paragraphs: ['Send a sanded board of the same species and your colour reference. Our lab mixes, cures and measures until the difference is below Delta E 2.', 'You receive a cured sample board for approval before we ship.'] },
  { slug: 'toronto-family-home', title: 'Project: a pale, raw look for a Toronto family home', type: 'project', published_at: '2024-02-26T09:00:00Z', finish: '#d8c09a',
    excerpt: 'Nordwood Invisible keeps white oak looking freshly sanded.',
    paragraphs: ['The owners wanted the floor to look untreated but be safe with two young children and a dog.', 'Two coats of Nordwood Invisible, cured instantly, gave exactly that.'] },
];

export function articleBody(seed: ArticleSeed): string {
  return seed.paragraphs.map((p) => `<p>${p}</p>`).join('');
}
