/** docs/contract.md §1 static content: the three product categories and the eleven award and press items. */

export interface CategoryTile {
  value: 1 | 3 | 5;
  /** Its title's key in catalogue.client.categories (messages/en.ts). */
  key: 'nordwood' | 'arboris' | 'lights';
  img: string;
  /** Where the tile links: the curing-lights tile uses parent_id (docs/contract.md §2). */
  href: string;
}

export const CURING_LIGHTS_CATEGORY = 5;

export const CATEGORIES: CategoryTile[] = [
  {
    value: 1,
    key: 'nordwood',
    img: '/uploads/img/products-categories/nordwood-hardwax-oil.png',
    href: '/products?categories=1',
  },
  {
    value: 3,
    key: 'arboris',
    img: '/uploads/img/products-categories/arboris-oil-system.png',
    href: '/products?categories=3',
  },
  {
    value: 5,
    key: 'lights',
    img: '/uploads/img/products-categories/led-cured-lights.png',
    href: `/products?parent_id=${CURING_LIGHTS_CATEGORY}`,
  },
];

export interface AwardItem {
  title: string;
  year: number;
  /** 256 × 222 image. */
  img: string;
  link: string;
}

export const AWARD_IMAGE = { width: 256, height: 222 } as const;

export const AWARDS: AwardItem[] = [
  { title: 'Innovation Award — Wood Flooring Expo', year: 2024, img: '/uploads/img/awards/award-01.png', link: 'https://www.woodfloorbusiness.com/' },
  { title: 'Best New Finish — Floor Trends', year: 2024, img: '/uploads/img/awards/award-02.png', link: 'https://www.floortrendsmag.com/' },
  { title: 'Green Product of the Year', year: 2023, img: '/uploads/img/awards/award-03.png', link: 'https://www.greenbuildingadvisor.com/' },
  { title: 'Contractor’s Choice — Hardwood Floors', year: 2023, img: '/uploads/img/awards/award-04.png', link: 'https://www.hardwoodfloorsmag.com/' },
  { title: 'Zero-VOC Finish Spotlight', year: 2023, img: '/uploads/img/awards/award-05.png', link: 'https://www.buildinggreen.com/' },
  { title: 'Editors’ Pick — Floor Covering Weekly', year: 2022, img: '/uploads/img/awards/award-06.png', link: 'https://www.floorcoveringweekly.com/' },
  { title: 'Top 10 Finishing Tools', year: 2022, img: '/uploads/img/awards/award-07.png', link: 'https://www.woodfloorbusiness.com/' },
  { title: 'Sustainability Leader — NWFA', year: 2022, img: '/uploads/img/awards/award-08.png', link: 'https://www.nwfa.org/' },
  { title: 'Instant-Cure Technology Feature', year: 2021, img: '/uploads/img/awards/award-09.png', link: 'https://www.floortrendsmag.com/' },
  { title: 'Product Launch of the Year', year: 2021, img: '/uploads/img/awards/award-10.png', link: 'https://www.floorcoveringweekly.com/' },
  { title: 'Reader’s Choice — Finishes', year: 2020, img: '/uploads/img/awards/award-11.png', link: 'https://www.hardwoodfloorsmag.com/' },
];
