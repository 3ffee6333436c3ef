import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/shared/i18n/locales';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/**
 * The locale of a page or layout under src/app/[locale], given to next-intl so the page renders
 * statically (without it next-intl would read the request's headers). next.config.ts rewrites
 * every other path onto `/en`, so the segment holds a locale; anything else is no page.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
