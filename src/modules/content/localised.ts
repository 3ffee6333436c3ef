/**
 * A content item as the dashboard answers a read in the page's language (docs/i18n.md "The
 * dashboard's French"): `locale` says the language it translated it into (`fr-CA`); an item it has
 * no translation for comes in English without it, and the page marks it `lang="en"` (contentLang).
 */
export type Localised<T> = T & { locale?: string | null };
