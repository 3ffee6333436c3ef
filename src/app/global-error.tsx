'use client';

import { SHOP_NAME } from '@/shared/config/constants';

/** Replaces the root layout when it fails, so it carries its own document and (inline) styles. */
export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif', background: '#faf7f2', color: '#1f1a14' }}>
        <title>{`Something went wrong | ${SHOP_NAME}`}</title>
        <main style={{ maxWidth: 640, margin: '0 auto', padding: '64px 16px', textAlign: 'center' }}>
          <p style={{ fontWeight: 800, color: '#7a4a1e' }}>{SHOP_NAME}</p>
          <h1 style={{ fontSize: 28 }}>Something went wrong</h1>
          <p style={{ color: '#5c5247' }}>The shop could not be shown just now. Please try again in a moment.</p>
          <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap', marginTop: 24 }}>
            <button
              type="button"
              onClick={() => retry()}
              style={{ minHeight: 44, padding: '0 20px', border: 0, borderRadius: 6, background: '#7a4a1e', color: '#fff', fontWeight: 600, cursor: 'pointer' }}
            >
              Try again
            </button>
            {/* A full reload: the app's router is what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={{ minHeight: 44, padding: '0 20px', display: 'inline-flex', alignItems: 'center', border: '1px solid #d9cfc3', borderRadius: 6, color: '#1f1a14', textDecoration: 'none', fontWeight: 600 }}>
              Go to the home page
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
