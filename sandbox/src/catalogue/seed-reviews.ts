import type { ReviewSeed } from './seed-types';

/** Finishes of the seeded review photos (/uploads/reviews/seed-N.png, N = index + 1). */
export const REVIEW_PHOTO_FINISHES = ['#e3cfa9', '#d8c09a', '#7a5a3e', '#c9c3b8', '#5b3a29', '#b5a793', '#c58f4c', '#efe6d6', '#8a4b2a'];

export const reviewPhotoPath = (n: number) => `/uploads/reviews/seed-${n}.png`;

export const REVIEW_SEEDS: Record<string, ReviewSeed[]> = {
  'nordwood-pure-led-hardwax-oil': [
    { author: 'Marcus T.', stars: 5, title: 'Same-day handover', message: 'Sanded and finished a 900 sq ft main floor in one day. The client moved furniture back in that evening. Coverage was right on the label.', photos: [1, 2], created_at: '2024-10-02T15:20:00Z' },
    { author: 'Helen R.', stars: 4.5, title: 'Beautiful natural look', message: 'Matte looks like a traditional oil, but the surface is much tougher. Took half a star off because the 1 L can was back-ordered.', photos: [], created_at: '2024-07-12T11:05:00Z' },
    { author: 'Dimitri K.', stars: 5, title: 'No more waiting between coats', message: 'Two coats before lunch. I will not go back to overnight drying.', photos: [2], created_at: '2024-03-30T09:40:00Z' },
  ],
  'nordwood-tone-led-hardwax-oil': [
    { author: 'Sofia L.', stars: 4.5, title: 'Smoked Oak is spot on', message: 'Even colour across a large open-plan room, no lap marks at all. Second coat in Pure Matte.', photos: [3], created_at: '2024-09-18T13:00:00Z' },
    { author: 'Jordan P.', stars: 4, title: 'Great colours', message: 'Chalk Grey came out slightly warmer than the chip on red oak. Test on your species first.', photos: [4, 6], created_at: '2024-06-04T08:30:00Z' },
  ],
  'nordwood-led-color-stain': [
    { author: 'Aaron B.', stars: 5, title: 'Walnut stain and topcoat in one visit', message: 'Stained, cured and top-coated a staircase in a morning. The walnut is deep and even.', photos: [5], created_at: '2024-11-21T10:10:00Z' },
  ],
  'arboris-lumen-clear-oil': [
    { author: 'Priya N.', stars: 4.5, title: 'Safe on engineered boards', message: 'No heat, no cupping on a floating engineered floor. Satin sheen is lovely.', photos: [7], created_at: '2024-08-25T16:45:00Z' },
    { author: 'Tom W.', stars: 3.5, title: 'Good, but learn the speed', message: 'Finish is good once you get the curing speed right. First room had a slightly tacky lane where I walked too fast.', photos: [], created_at: '2024-02-14T12:00:00Z' },
  ],
  'arboris-lumen-color-oil': [
    { author: 'Elena G.', stars: 5, title: 'Driftwood on white oak', message: 'Exactly the Scandinavian look the designer wanted. Clients love it.', photos: [6, 8, 1, 4], created_at: '2024-12-01T09:15:00Z' },
  ],
  'lumacure-h4-handheld-led-lamp': [
    { author: 'Chris D.', stars: 5, title: 'Stairs made easy', message: 'Cured fourteen treads and risers in under an hour. Worth every dollar.', photos: [9], created_at: '2024-05-09T14:25:00Z' },
    { author: 'Nina S.', stars: 4, title: 'Solid lamp', message: 'Heavier than I expected for overhead work, perfect for stairs and edges.', photos: [], created_at: '2024-04-01T10:00:00Z' },
  ],
};
