import type { AreaUnit } from '@/modules/catalogue/contract';

/** The area unit a customer works in, remembered on this browser for the calculator and the jobs. */
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
