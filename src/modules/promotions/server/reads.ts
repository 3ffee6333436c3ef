import 'server-only';
import type { HolidayPromotion } from '@/modules/catalogue/contract';
import { getHome } from '@/modules/catalogue/server';

/** The holiday promotion from the dashboard's home data (the same cached read as the home page). */
export async function getPromotion(): Promise<HolidayPromotion | null> {
  try {
    return (await getHome()).promotion ?? null;
  } catch {
    // A promotion is never worth breaking a page for.
    return null;
  }
}
