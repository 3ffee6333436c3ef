import 'server-only';
import type { HolidayPromotion } from '@/modules/catalogue/contract';
import { getHome } from '@/modules/catalogue/server';
import type { Locale } from '@/shared/i18n/locales';

/** The holiday promotion from the dashboard's home data (the same cached read as the home page), in the page's language. */
export async function getPromotion(locale: Locale): Promise<HolidayPromotion | null> {
  try {
    return (await getHome(locale)).promotion ?? null;
  } catch {
    // A promotion is never worth breaking a page for.
    return null;
  }
}
