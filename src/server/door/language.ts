import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createTranslator } from 'use-intl/core';
import { en } from '@/shared/i18n/messages/en';
import { fr } from '@/shared/i18n/messages/fr';
import { LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';
import { precompiled } from '@/shared/i18n/precompile';

/**
 * The language of the page a call came from, as the shop's own client names it: exactly its page's
 * tag in Accept-Language (src/shared/api/call.ts). Only `fr-CA` reads as French: a browser's own
 * list (`fr-CA,fr;q=0.9,en;q=0.8`) on an English page must not turn the answers French, so any
 * other value, however spelled, is English.
 */
export function doorLanguageOf(request: Request): Locale {
  return request.headers.get('accept-language')?.trim().toLowerCase() === LANGUAGE_TAG.fr.toLowerCase() ? 'fr' : 'en';
}

/** The one Accept-Language the dashboard is sent: the page's French, or none (its English). */
export const dashboardLanguageHeader = (language: Locale): string | null => (language === 'fr' ? LANGUAGE_TAG.fr : null);

const asked = new AsyncLocalStorage<Locale>();

/** Runs one call with its language, so the door's own answers (doorText) are in it without threading it through every rule. */
export const inDoorLanguage = <T>(language: Locale, answer: () => Promise<T>): Promise<T> => asked.run(language, answer);

const translators = {
  en: createTranslator({ locale: 'en', messages: precompiled({ door: en.server.door }), namespace: 'door' }),
  fr: createTranslator({ locale: 'fr', messages: precompiled({ door: fr.server.door }), namespace: 'door' }),
};

type DoorKey = Parameters<(typeof translators)['en']>[0];

/** One of the door's own messages (kit.server.door), in the language of the call being answered; English outside one. */
export function doorText(key: DoorKey, values?: Record<string, number | string>): string {
  return translators[asked.getStore() ?? 'en'](key, values);
}
