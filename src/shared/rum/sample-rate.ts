/**
 * RUM_SAMPLE_RATE: the share of page views whose browser reports (0 none, 1 all). Every page view
 * by default: the shop's trade customers make thousands of page views a day, not millions, and a
 * route's LCP p75 over an alert's 30 minutes needs every one of them; one beacon of under 2 KiB
 * as a page is left costs far less than the page. A larger shop lowers it. Anything that is not
 * a number from 0 to 1 is the default, so a typo cannot switch the reports off or over-count.
 */
export const DEFAULT_RUM_SAMPLE_RATE = 1;

export function sampleRateOf(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_RUM_SAMPLE_RATE;
  const rate = Number(raw);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : DEFAULT_RUM_SAMPLE_RATE;
}
