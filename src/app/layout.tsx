import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { ModalHost } from '@/app/_modals/ModalHost';
import { Footer } from '@/app/_shell/Footer';
import { Header } from '@/app/_shell/Header';
import { OfflineSupport } from '@/app/_shell/OfflineSupport';
import { SessionBootstrap } from '@/app/_shell/SessionBootstrap';
import { PromotionSlot } from '@/features/promotions/components/PromotionSlot';
import { SHOP_NAME, THEME_COLOR } from '@/shared/config/constants';
import { siteUrl } from '@/shared/config/env';
import { StoreProvider } from '@/shared/store/StoreProvider';
import { ToastHost } from '@/shared/ui/antd/ToastHost';
import './globals.css';

const description =
  'LED-cured hardwax oils, curing lights and stains for wood-floor professionals, with finishing services, technical data and pickup in Bridgeport, CT.';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: `${SHOP_NAME} — LED-cured wood-floor finishes`, template: `%s | ${SHOP_NAME}` },
  description,
  applicationName: SHOP_NAME,
  openGraph: { type: 'website', siteName: SHOP_NAME, locale: 'en_US', description },
  twitter: { card: 'summary_large_image' },
  formatDetection: { telephone: false },
  icons: { apple: '/icons/apple-touch-icon.png' },
  appleWebApp: { capable: true, title: 'LED Floor', statusBarStyle: 'default' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: THEME_COLOR,
};

/**
 * The dashboard's "/_app" application shell (docs/contract.md §2). It reads no cookies or headers on the server, so catalogue pages stay
 * static: who is signed in and what is in the basket arrive through the client store (docs/architecture.md §1).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
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
        </StoreProvider>
      </body>
    </html>
  );
}
