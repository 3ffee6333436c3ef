import type { ColorLabColor } from '@/modules/catalogue/contract';
import type { Localised } from '../localised';

/** Picks per custom colour request (docs/contract.md §9: colours shown up to 6). */
export const MAX_PICKED_COLORS = 6;

/** The group of colours no product line offers: the lab makes them to order (named by the content messages' `colorLab.madeToOrder`). */
export const MADE_TO_ORDER_LINE = 'made-to-order';

export interface ColorGroup {
  line: string;
  colors: Localised<ColorLabColor>[];
}

/** Groups the palette by the product line that offers each colour; lab-only colours come last. */
export function groupByLine(colors: Localised<ColorLabColor>[], lineOfProduct: (productId: number) => string | undefined): ColorGroup[] {
  const groups = new Map<string, Localised<ColorLabColor>[]>();
  for (const color of colors) {
    const line = (color.products_id !== null && lineOfProduct(color.products_id)) || MADE_TO_ORDER_LINE;
    groups.set(line, [...(groups.get(line) ?? []), color]);
  }
  return [...groups.entries()]
    .map(([line, list]) => ({ line, colors: list }))
    .sort((a, b) => Number(a.line === MADE_TO_ORDER_LINE) - Number(b.line === MADE_TO_ORDER_LINE));
}

/** Toggles a colour; a seventh pick is refused (the list comes back unchanged). */
export function togglePick(picked: number[], id: number): number[] {
  if (picked.includes(id)) return picked.filter((p) => p !== id);
  return picked.length >= MAX_PICKED_COLORS ? picked : [...picked, id];
}

/** The picked colours by name, for the request's description (content messages `colorLab.description`), so the lab knows what to match. */
export function pickedColorList(colors: Pick<ColorLabColor, 'name' | 'family'>[]): string {
  return colors.map((c) => `${c.name} (${c.family})`).join(', ');
}
