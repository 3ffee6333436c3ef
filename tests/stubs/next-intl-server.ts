/**
 * next-intl/server for Vitest, which renders server components outside Next (no `react-server`
 * condition, where next-intl's server entry refuses to run). The same messages and the same
 * translator (use-intl's core, which next-intl's server entry uses); the locale is the one the
 * page set with setRequestLocale (src/app/_i18n/page-locale.ts), English until one did.
 */
import { createFormatter, createTranslator } from 'use-intl/core';
import { MESSAGES } from '@/app/_i18n/messages';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/shared/i18n/locales';

let requestLocale: Locale = DEFAULT_LOCALE;

export function setRequestLocale(locale: string): void {
  requestLocale = isLocale(locale) ? locale : DEFAULT_LOCALE;
}

type TranslationsOptions = string | { locale?: string; namespace?: string } | undefined;

export async function getTranslations(options?: TranslationsOptions) {
  const { locale, namespace } = typeof options === 'string' ? { locale: undefined, namespace: options } : (options ?? {});
  const chosen = isLocale(locale) ? locale : requestLocale;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the namespaces are typed by next-intl's AppConfig at the call sites
  return createTranslator({ locale: chosen, messages: MESSAGES[chosen], namespace: namespace as any, timeZone: 'UTC' });
}

export async function getLocale(): Promise<Locale> {
  return requestLocale;
}

export async function getMessages(options?: { locale?: string }) {
  return MESSAGES[isLocale(options?.locale) ? options.locale : requestLocale];
}

export async function getFormatter(options?: { locale?: string }) {
  return createFormatter({ locale: isLocale(options?.locale) ? options.locale : requestLocale, timeZone: 'UTC' });
}

export async function getTimeZone(): Promise<string> {
  return 'UTC';
}

export const getRequestConfig = <T>(config: T): T => config;
