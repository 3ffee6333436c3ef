import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from '@/shared/i18n/locales';
import { MESSAGES } from './messages';

/** next-intl's per-request configuration (next.config.ts names this file): the locale the page's segment set. */
export default getRequestConfig(async ({ requestLocale }) => {
  const asked = await requestLocale;
  const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  return { locale, messages: MESSAGES[locale], timeZone: 'UTC' };
});
