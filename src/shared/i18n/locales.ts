import { DEFAULT_LOCALE_SEGMENT, LOCALE_SEGMENTS } from './locale-path.mjs';

/**
 * The shop's languages (docs/i18n.md): English at today's addresses, French for Quebec under /fr.
 * A locale is the first path segment Next routes on (`src/app/[locale]`); its language tag is what
 * `<html lang>`, `Intl` and the dashboard's Accept-Language read.
 */
export const LOCALES = LOCALE_SEGMENTS;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = DEFAULT_LOCALE_SEGMENT;

export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-US', fr: 'fr-CA' };

/** OpenGraph's spelling of the same tags. */
export const OPEN_GRAPH_LOCALE: Record<Locale, string> = { en: 'en_US', fr: 'fr_CA' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
