// @vitest-environment node
import { groupByLine, MADE_TO_ORDER_LINE, pickedColorList, togglePick } from '@/modules/content/color-lab/palette';
import type { ColorLabColor } from '@/modules/catalogue/contract';

const color = (id: number, products_id: number | null, family = 'Browns'): ColorLabColor => ({ id, name: `C${id}`, hex: '#000', family, products_id });

describe('colour lab palette', () => {
  it('groups colours by the product line that offers them, lab-only colours last', () => {
    const lines: Record<number, string> = { 10: 'Nordwood', 20: 'Arboris' };
    const groups = groupByLine([color(1, null), color(2, 10), color(3, 20), color(4, 10)], (id) => lines[id]);
    expect(groups.map((g) => [g.line, g.colors.map((c) => c.id)])).toEqual([
      ['Nordwood', [2, 4]],
      ['Arboris', [3]],
      [MADE_TO_ORDER_LINE, [1]],
    ]);
  });

  it('toggles picks and refuses a seventh colour', () => {
    expect(togglePick([1, 2], 3)).toEqual([1, 2, 3]);
    expect(togglePick([1, 2, 3], 2)).toEqual([1, 3]);
    expect(togglePick([1, 2, 3, 4, 5, 6], 7)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(togglePick([1, 2, 3, 4, 5, 6], 6)).toEqual([1, 2, 3, 4, 5]);
  });

  it('names the picked colours, with their family, for the request description', () => {
    expect(pickedColorList([{ name: 'Walnut', family: 'Browns' }])).toBe('Walnut (Browns)');
    expect(pickedColorList([{ name: 'Walnut', family: 'Browns' }, { name: 'Storm', family: 'Greys' }])).toBe('Walnut (Browns), Storm (Greys)');
  });
});
