import * as shell from '@/app/_shell/messages';
import * as accounts from '@/modules/accounts/messages';
import * as address from '@/modules/address/messages';
import * as basket from '@/modules/basket/messages';
import * as catalogue from '@/modules/catalogue/messages';
import * as checkout from '@/modules/checkout/messages';
import * as content from '@/modules/content/messages';
import * as jobs from '@/modules/jobs/messages';
import * as offline from '@/modules/offline/messages';
import * as orderPad from '@/modules/order-pad/messages';
import * as orders from '@/modules/orders/messages';
import * as promotions from '@/modules/promotions/messages';
import * as requests from '@/modules/requests/messages';
import * as reviews from '@/modules/reviews/messages';
import * as search from '@/modules/search/messages';
import * as subscribe from '@/modules/subscribe/messages';
import * as kit from '@/shared/i18n/messages';
import type { Locale } from '@/shared/i18n/locales';
import { precompiled } from '@/shared/i18n/precompile';

/** Each part's messages under its namespace (`useTranslations('catalogue')`, docs/i18n.md). */
const PARTS = { kit, shell, accounts, address, basket, catalogue, checkout, content, jobs, offline, orderPad, orders, promotions, requests, reviews, search, subscribe };

type Parts = typeof PARTS;
export type Namespace = keyof Parts;
export type AppMessages = { [N in Namespace]: Parts[N]['en'] };

const inLocale = (locale: Locale) =>
  Object.fromEntries(Object.entries(PARTS).map(([namespace, part]) => [namespace, part[locale]])) as AppMessages;

/** The messages as written (ICU text), for the checks that read them (tests/i18n/messages.test.ts). */
export const SOURCE_MESSAGES: Record<Locale, AppMessages> = { en: inLocale('en'), fr: inLocale('fr') };

/** What next-intl is given: compiled once per language when the server loads this file (src/shared/i18n/precompile.ts). */
export const MESSAGES: Record<Locale, AppMessages> = { en: precompiled(SOURCE_MESSAGES.en), fr: precompiled(SOURCE_MESSAGES.fr) };

const clientGroups = (locale: Locale) =>
  Object.fromEntries(Object.entries(MESSAGES[locale]).map(([namespace, groups]) => [namespace, { client: groups.client }])) as Record<Namespace, { client: object }>;

/** What the browser is given: each part's `client` group only, so no server text is shipped. Made once per language, not per render. */
const CLIENT_MESSAGES: Record<Locale, Record<Namespace, { client: object }>> = { en: clientGroups('en'), fr: clientGroups('fr') };

export const clientMessages = (locale: Locale) => CLIENT_MESSAGES[locale];
