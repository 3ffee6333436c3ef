import type { Country } from '@/modules/checkout/contract';

/** US states and Canadian provinces (docs/contract.md §9) by code, for the address form's State list. */
export interface Region {
  code: string;
  name: string;
}

const pairs = (list: string): Region[] =>
  list.split(';').map((pair) => {
    const [code, name] = pair.split(':');
    return { code, name };
  });

export const REGIONS: Record<Country, Region[]> = {
  US: pairs(
    'AL:Alabama;AK:Alaska;AZ:Arizona;AR:Arkansas;CA:California;CO:Colorado;CT:Connecticut;DE:Delaware;' +
      'DC:District of Columbia;FL:Florida;GA:Georgia;HI:Hawaii;ID:Idaho;IL:Illinois;IN:Indiana;IA:Iowa;KS:Kansas;' +
      'KY:Kentucky;LA:Louisiana;ME:Maine;MD:Maryland;MA:Massachusetts;MI:Michigan;MN:Minnesota;MS:Mississippi;' +
      'MO:Missouri;MT:Montana;NE:Nebraska;NV:Nevada;NH:New Hampshire;NJ:New Jersey;NM:New Mexico;NY:New York;' +
      'NC:North Carolina;ND:North Dakota;OH:Ohio;OK:Oklahoma;OR:Oregon;PA:Pennsylvania;RI:Rhode Island;' +
      'SC:South Carolina;SD:South Dakota;TN:Tennessee;TX:Texas;UT:Utah;VT:Vermont;VA:Virginia;WA:Washington;' +
      'WV:West Virginia;WI:Wisconsin;WY:Wyoming',
  ),
  CA: pairs(
    'AB:Alberta;BC:British Columbia;MB:Manitoba;NB:New Brunswick;NL:Newfoundland and Labrador;NS:Nova Scotia;' +
      'NT:Northwest Territories;NU:Nunavut;ON:Ontario;PE:Prince Edward Island;QC:Quebec;SK:Saskatchewan;YT:Yukon',
  ),
};

/** docs/contract.md §5: the state's name maps to its code within the chosen country. */
export function stateCodeOf(country: Country, stateName: string): string {
  return REGIONS[country].find((region) => region.name === stateName)?.code ?? '';
}

const folded = (text: string) => text.trim().toLowerCase();

/** The region a text names by its name or its code, in any case: what a customer or the browser's autofill typed. */
export function regionNamed(country: Country, text: string): Region | undefined {
  const wanted = folded(text);
  return REGIONS[country].find((region) => region.name.toLowerCase() === wanted || region.code.toLowerCase() === wanted);
}

/**
 * The regions a typed text may mean, for the State list: all of them while nothing is typed or a
 * region is already chosen; otherwise the one whose code it is, then those with a word starting with it.
 */
export function regionsMatching(country: Country, text: string): Region[] {
  const wanted = folded(text);
  const regions = REGIONS[country];
  if (!wanted || regions.some((region) => region.name.toLowerCase() === wanted)) return regions;
  const byCode = regions.filter((region) => region.code.toLowerCase() === wanted);
  const byWord = regions.filter((region) => !byCode.includes(region) && ` ${region.name.toLowerCase()}`.includes(` ${wanted}`));
  return [...byCode, ...byWord];
}
