import { LANGUAGE_TAG, type Locale } from './locales';

/**
 * The `lang` an item of the dashboard's text needs on a page (docs/contract.md §12): none when the
 * dashboard gave it in the page's language (its `locale` names that language), `en` when it had
 * no translation and answered in English, as a dashboard without the extension always does.
 */
export function contentLang(item: { locale?: string | null } | null | undefined, pageLocale: Locale): string | undefined {
  const given = item?.locale ?? LANGUAGE_TAG.en;
  return given.toLowerCase().startsWith(pageLocale) ? undefined : given.slice(0, 2).toLowerCase();
}

/**
 * The `lang` of the shared words on an item (sheens, types, colours): the dashboard gives them in
 * the answer's language whether or not it had the item's own text (docs/contract.md §12), so any
 * `locale` on the item says they follow the page; none is a dashboard without the extension: English.
 */
export function sharedWordsLang(item: { locale?: string | null } | null | undefined, pageLocale: Locale): string | undefined {
  return item?.locale ? undefined : contentLang(null, pageLocale);
}
