import type { AreaUnit, Porosity } from '@/shared/contract/catalogue';

/** The floor as the coverage calculator and a job describe it: area in the customer's unit, the wood's porosity, coats. */

export const AREA_UNITS: AreaUnit[] = ['m2', 'ft2'];
export const AREA_UNIT_LABELS: Record<AreaUnit, string> = { m2: 'm²', ft2: 'ft²' };
export const POROSITIES: Porosity[] = ['dense', 'average', 'porous'];
export const POROSITY_LABELS: Record<Porosity, string> = {
  dense: 'Dense (maple, jatoba)',
  average: 'Average (oak)',
  porous: 'Porous (pine, ash)',
};
export const MAX_COATS = 5;

const UNIT_KEY = 'ledfloor.area-unit';

/** The unit this customer last chose, on this browser; square metres until they choose. */
export function storedAreaUnit(): AreaUnit {
  try {
    return window.localStorage.getItem(UNIT_KEY) === 'ft2' ? 'ft2' : 'm2';
  } catch {
    return 'm2';
  }
}

export function storeAreaUnit(unit: AreaUnit) {
  try {
    window.localStorage.setItem(UNIT_KEY, unit);
  } catch {
    // Private modes may refuse storage: the choice then holds for this visit only.
  }
}
