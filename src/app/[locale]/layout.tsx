import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { clientMessages } from '@/app/_i18n/messages';
import { pageLocale, type LocaleParams } from '@/app/_i18n/page-locale';
import { ModalHost } from '@/app/_modals/ModalHost';
import { Footer } from '@/app/_shell/Footer';
import { Header } from '@/app/_shell/Header';
import { LanguageSuggestion } from '@/app/_shell/LanguageSuggestion';
import { OfflineSupport } from '@/app/_shell/OfflineSupport';
import { SessionBootstrap } from '@/app/_shell/SessionBootstrap';
import { PromotionSlot } from '@/app/_shell/PromotionSlot';
import { SHOP_NAME, THEME_COLOR } from '@/shared/config/constants';
import { siteUrl } from '@/shared/config/env';
import { LANGUAGE_TAG, LOCALES, OPEN_GRAPH_LOCALE } from '@/shared/i18n/locales';
import { StoreProvider } from '@/shared/store/StoreProvider';
import { ToastHost } from '@/shared/ui/antd/ToastHost';
import './globals.css';

/** Both languages are prerendered (next.config.ts sends every other first segment to the English pages). */
export function generateStaticParams(): { locale: string }[] {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'shell.server.site' });
  const description = t('description');
  return {
    metadataBase: new URL(siteUrl),
    title: { default: t('title', { shop: SHOP_NAME }), template: `%s | ${SHOP_NAME}` },
    description,
    applicationName: SHOP_NAME,
    openGraph: { type: 'website', siteName: SHOP_NAME, locale: OPEN_GRAPH_LOCALE[locale], description },
    twitter: { card: 'summary_large_image' },
    formatDetection: { telephone: false },
    icons: { apple: '/icons/apple-touch-icon.png' },
    appleWebApp: { capable: true, title: 'LED Floor', statusBarStyle: 'default' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: THEME_COLOR,
};

/**
 * The dashboard's "/_app" application shell (docs/contract.md §2), one per language. It reads no
 * cookies or headers on the server, so catalogue pages stay static: who is signed in and what is in
 * the basket arrive through the client store (docs/architecture.md §1). The browser gets each
 * part's `client` messages only (docs/i18n.md).
 */
export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'shell.client' });
  return (
    <html lang={LANGUAGE_TAG[locale]}>
      <body>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={clientMessages(locale)} timeZone="UTC">
          <StoreProvider>
            <SessionBootstrap />
            <Header />
            <OfflineSupport />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <Footer />
            <ModalHost />
            <Suspense fallback={null}>
              <PromotionSlot />
            </Suspense>
            <ToastHost />
            <LanguageSuggestion />
          </StoreProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
