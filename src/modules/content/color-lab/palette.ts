import type { ColorLabColor } from '@/modules/catalogue/contract';

/** Picks per custom colour request (docs/contract.md §9: colours shown up to 6). */
export const MAX_PICKED_COLORS = 6;

export const MADE_TO_ORDER_LINE = 'Made to order in our colour lab';

export interface ColorGroup {
  line: string;
  colors: ColorLabColor[];
}

/** Groups the palette by the product line that offers each colour; lab-only colours come last. */
export function groupByLine(colors: ColorLabColor[], lineOfProduct: (productId: number) => string | undefined): ColorGroup[] {
  const groups = new Map<string, ColorLabColor[]>();
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

/** The request's description: the picked colours by name, so the lab knows what to match. */
export function customColorDescription(colors: Pick<ColorLabColor, 'name' | 'family'>[]): string {
  const list = colors.map((c) => `${c.name} (${c.family})`).join(', ');
  return `Custom colour request for ${colors.length === 1 ? 'this colour' : `these ${colors.length} colours`}: ${list}.`;
}
