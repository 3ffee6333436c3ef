import type { AreaUnit, Porosity } from '@/modules/catalogue/contract';

/**
 * The floor as the coverage calculator and a job describe it: area in the customer's unit, the wood's porosity,
 * coats (docs/contract.md §10 "Fields"; the sandbox checks a job's floor against the same lists).
 */

export const AREA_UNITS: AreaUnit[] = ['m2', 'ft2'];
export const AREA_UNIT_LABELS: Record<AreaUnit, string> = { m2: 'm²', ft2: 'ft²' };
export const POROSITIES: Porosity[] = ['dense', 'average', 'porous'];
/** English names; in the page's language: `useTranslations('catalogue.client.porosity')` (messages/en.ts). */
export const POROSITY_LABELS: Record<Porosity, string> = {
  dense: 'Dense (maple, jatoba)',
  average: 'Average (oak)',
  porous: 'Porous (pine, ash)',
};
export const MAX_COATS = 5;
