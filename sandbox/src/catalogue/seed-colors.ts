import type { ProductColor } from '@/modules/catalogue/contract';

export interface PaletteColor extends ProductColor {
  family: 'Naturals' | 'Whites' | 'Greys' | 'Browns' | 'Darks';
}

/** Every finish colour the shop sells; products and the colour lab refer to these ids. */
export const PALETTE: PaletteColor[] = [
  { id: 1, name: 'Natural Clear', hex: '#e3cfa9', family: 'Naturals' },
  { id: 2, name: 'Raw Oak', hex: '#d8c09a', family: 'Naturals' },
  { id: 3, name: 'Nordic White', hex: '#efe6d6', family: 'Whites' },
  { id: 4, name: 'Polar Mist', hex: '#e6e1d8', family: 'Whites' },
  { id: 5, name: 'Chalk Grey', hex: '#c9c3b8', family: 'Greys' },
  { id: 6, name: 'Driftwood', hex: '#b5a793', family: 'Greys' },
  { id: 7, name: 'Silver Birch', hex: '#a9a196', family: 'Greys' },
  { id: 8, name: 'Graphite', hex: '#4a4744', family: 'Darks' },
  { id: 9, name: 'Smoked Oak', hex: '#7a5a3e', family: 'Browns' },
  { id: 10, name: 'Honey', hex: '#c58f4c', family: 'Naturals' },
  { id: 11, name: 'Amber Teak', hex: '#a8672f', family: 'Browns' },
  { id: 12, name: 'Walnut', hex: '#5b3a29', family: 'Browns' },
  { id: 13, name: 'Espresso', hex: '#3b2a22', family: 'Darks' },
  { id: 14, name: 'Ebony', hex: '#262220', family: 'Darks' },
  { id: 15, name: 'Antique Brown', hex: '#6e4e37', family: 'Browns' },
  { id: 16, name: 'Sandstone', hex: '#cdb48e', family: 'Naturals' },
  { id: 17, name: 'Cashmere', hex: '#d6c6b0', family: 'Whites' },
  { id: 18, name: 'Ash Grey', hex: '#8f8a83', family: 'Greys' },
  { id: 19, name: 'Storm', hex: '#5f6366', family: 'Greys' },
  { id: 20, name: 'Cognac', hex: '#8a4b2a', family: 'Browns' },
  { id: 21, name: 'Golden Pine', hex: '#d9a65f', family: 'Naturals' },
  { id: 22, name: 'Coffee', hex: '#4f3626', family: 'Darks' },
  { id: 23, name: 'Truffle', hex: '#6e6259', family: 'Greys' },
  { id: 24, name: 'Jatoba', hex: '#7d3b24', family: 'Browns' },
];

export function colorsByIds(ids: number[]): ProductColor[] {
  return ids.map((id) => {
    const { name, hex } = PALETTE.find((c) => c.id === id) as PaletteColor;
    return { id, name, hex };
  });
}

export const hexOf = (id: number) => PALETTE.find((c) => c.id === id)?.hex ?? '#e3cfa9';
