/**
 * Testing Library's render and renderHook inside the shop's language provider, as every page is
 * (src/app/[locale]/layout.tsx): `render(ui)` in English, `render(ui, { locale: 'fr' })` in French.
 * All of a language's messages, server and client: tests render server components too. The
 * document says the page's language as the layout's <html lang> does, which the shop's calls send
 * (src/shared/api/call.ts); tests/shared-window.ts puts it back after each file.
 */
import { render as renderInDocument, renderHook as renderHookInDocument, type RenderHookOptions, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { MESSAGES } from '@/app/_i18n/messages';
import { DEFAULT_LOCALE, LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';

export * from '@testing-library/react';

interface LocaleOption {
  locale?: Locale;
}

function languageWrapper(locale: Locale, Inner?: React.JSXElementConstructor<{ children: ReactNode }>) {
  document.documentElement.lang = LANGUAGE_TAG[locale];
  return function LanguageWrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="UTC">
        {Inner ? <Inner>{children}</Inner> : children}
      </NextIntlClientProvider>
    );
  };
}

export function render(ui: ReactElement, { locale = DEFAULT_LOCALE, wrapper, ...options }: RenderOptions & LocaleOption = {}) {
  return renderInDocument(ui, { ...options, wrapper: languageWrapper(locale, wrapper) });
}

export function renderHook<Result, Props>(hook: (props: Props) => Result, { locale = DEFAULT_LOCALE, wrapper, ...options }: RenderHookOptions<Props> & LocaleOption = {}) {
  return renderHookInDocument(hook, { ...options, wrapper: languageWrapper(locale, wrapper) });
}
