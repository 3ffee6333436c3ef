import type { Country } from '@/modules/checkout/contract';

interface Region {
  code: string;
  name: string;
  rate: number;
}

/**
 * Sales tax the shop charges by destination: the state rate for US states (New York at the
 * New York City combined rate, where most of its customers are), and GST/HST plus PST/QST for
 * Canadian provinces and territories.
 */
const US_STATES: Region[] = [
  ['AL', 'Alabama', 0.04], ['AK', 'Alaska', 0], ['AZ', 'Arizona', 0.056], ['AR', 'Arkansas', 0.065],
  ['CA', 'California', 0.0725], ['CO', 'Colorado', 0.029], ['CT', 'Connecticut', 0.0635],
  ['DE', 'Delaware', 0], ['DC', 'District of Columbia', 0.06], ['FL', 'Florida', 0.06],
  ['GA', 'Georgia', 0.04], ['HI', 'Hawaii', 0.04], ['ID', 'Idaho', 0.06], ['IL', 'Illinois', 0.0625],
  ['IN', 'Indiana', 0.07], ['IA', 'Iowa', 0.06], ['KS', 'Kansas', 0.065], ['KY', 'Kentucky', 0.06],
  ['LA', 'Louisiana', 0.05], ['ME', 'Maine', 0.055], ['MD', 'Maryland', 0.06],
  ['MA', 'Massachusetts', 0.0625], ['MI', 'Michigan', 0.06], ['MN', 'Minnesota', 0.06875],
  ['MS', 'Mississippi', 0.07], ['MO', 'Missouri', 0.04225], ['MT', 'Montana', 0], ['NE', 'Nebraska', 0.055],
  ['NV', 'Nevada', 0.0685], ['NH', 'New Hampshire', 0], ['NJ', 'New Jersey', 0.06625],
  ['NM', 'New Mexico', 0.04875], ['NY', 'New York', 0.08875], ['NC', 'North Carolina', 0.0475],
  ['ND', 'North Dakota', 0.05], ['OH', 'Ohio', 0.0575], ['OK', 'Oklahoma', 0.045], ['OR', 'Oregon', 0],
  ['PA', 'Pennsylvania', 0.06], ['RI', 'Rhode Island', 0.07], ['SC', 'South Carolina', 0.06],
  ['SD', 'South Dakota', 0.042], ['TN', 'Tennessee', 0.07], ['TX', 'Texas', 0.0625], ['UT', 'Utah', 0.061],
  ['VT', 'Vermont', 0.06], ['VA', 'Virginia', 0.053], ['WA', 'Washington', 0.065],
  ['WV', 'West Virginia', 0.06], ['WI', 'Wisconsin', 0.05], ['WY', 'Wyoming', 0.04],
].map(([code, name, rate]) => ({ code, name, rate }) as Region);

const CA_PROVINCES: Region[] = [
  ['AB', 'Alberta', 0.05], ['BC', 'British Columbia', 0.12], ['MB', 'Manitoba', 0.12],
  ['NB', 'New Brunswick', 0.15], ['NL', 'Newfoundland and Labrador', 0.15], ['NS', 'Nova Scotia', 0.14],
  ['NT', 'Northwest Territories', 0.05], ['NU', 'Nunavut', 0.05], ['ON', 'Ontario', 0.13],
  ['PE', 'Prince Edward Island', 0.15], ['QC', 'Quebec', 0.14975], ['SK', 'Saskatchewan', 0.11],
  ['YT', 'Yukon', 0.05],
].map(([code, name, rate]) => ({ code, name, rate }) as Region);

const REGIONS: Record<Country, Region[]> = { US: US_STATES, CA: CA_PROVINCES };

/** The pickup desk is in Bridgeport, CT: pickup orders pay Connecticut tax. */
export const PICKUP_STATE_CODE = 'CT';

/** Finds a state or province by its code, or by its name when the code is missing. */
export function findRegion(country: Country, stateCode: string, stateName: string): Region | null {
  const regions = REGIONS[country];
  const code = stateCode.trim().toUpperCase();
  const name = stateName.trim().toLowerCase();
  return (
    regions.find((r) => r.code === code) ??
    regions.find((r) => r.name.toLowerCase() === name || r.code === name.toUpperCase()) ??
    null
  );
}

export function taxRateOf(country: Country, stateCode: string): number {
  return findRegion(country, stateCode, '')?.rate ?? 0;
}
