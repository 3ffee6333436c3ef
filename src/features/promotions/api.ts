import 'server-only';
import { dashboardGet } from '@/shared/api/server';
import type { HolidayPromotion, HomeData } from '@/shared/contract/catalogue';

/** The holiday promotion from the dashboard's home data (the same cached read as the home page). */
export async function getPromotion(): Promise<HolidayPromotion | null> {
  try {
    const home = await dashboardGet<HomeData>('/default/home', { tags: ['catalogue', 'home'] });
    return home.promotion ?? null;
  } catch {
    // A promotion is never worth breaking a page for.
    return null;
  }
}
