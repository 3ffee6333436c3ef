'use client';

import { ERROR_WORDS } from '@/app/_shell/messages/error-words';
import { SHOP_NAME } from '@/shared/config/constants';
import { splitLocale } from '@/shared/i18n/locale-path.mjs';
import { LANGUAGE_TAG } from '@/shared/i18n/locales';

/**
 * Replaces the root layout when it fails, so it carries its own document and (inline) styles, and
 * its own words: the language provider is part of what failed. The language is the address's.
 */
export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const locale = typeof location === 'undefined' ? 'en' : splitLocale(location.pathname).locale;
  const words = ERROR_WORDS[locale];
  return (
    <html lang={LANGUAGE_TAG[locale]}>
      <body style={{ margin: 0, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif', background: '#faf7f2', color: '#1f1a14' }}>
        <title>{`${words.heading} | ${SHOP_NAME}`}</title>
        <main style={{ maxWidth: 640, margin: '0 auto', padding: '64px 16px', textAlign: 'center' }}>
          <p style={{ fontWeight: 800, color: '#7a4a1e' }}>{SHOP_NAME}</p>
          <h1 style={{ fontSize: 28 }}>{words.heading}</h1>
          <p style={{ color: '#5c5247' }}>{words.shopLead}</p>
          <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap', marginTop: 24 }}>
            <button
              type="button"
              onClick={() => retry()}
              style={{ minHeight: 44, padding: '0 20px', border: 0, borderRadius: 6, background: '#7a4a1e', color: '#fff', fontWeight: 600, cursor: 'pointer' }}
            >
              {words.retry}
            </button>
            {/* A full reload: the app's router is what failed (an <a>, not a Link). */}
            <a href={locale === 'fr' ? '/fr' : '/'} style={{ minHeight: 44, padding: '0 20px', display: 'inline-flex', alignItems: 'center', border: '1px solid #d9cfc3', borderRadius: 6, color: '#1f1a14', textDecoration: 'none', fontWeight: 600 }}>
              {words.home}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
