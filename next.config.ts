import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { IMAGE_QUALITY } from './src/shared/config/constants';
import { dashboardApiUrl } from './src/shared/config/env';
import { localeRedirects, localeRewrites } from './src/shared/i18n/addresses';
import { sampleRateOf } from './src/shared/rum/sample-rate';
import { carrierLogoOrigins, communicatorHeaders, contentSecurityPolicy, securityHeaders, uploadSecurityHeaders } from './src/shared/config/security-headers';

const dashboardUrl = dashboardApiUrl();
const paymentFormUrl = process.env.NEXT_PUBLIC_PAYMENT_FORM_URL ?? `${dashboardUrl}/payment/payment`;
const dev = process.env.NODE_ENV === 'development';
// Carrier logos load from Shippo's hosts as plain <img> (no optimizer, so no remotePatterns); the
// embedded sandbox's build adds its own origin through CARRIER_LOGO_ORIGINS (docs/decisions.md "Carrier logos").
const logoOrigins = carrierLogoOrigins(process.env.CARRIER_LOGO_ORIGINS);
// Read when the server starts: with REDIS_URL every instance shares Next's cache (pages, fetches,
// tags) in Redis; without it one process keeps it on disk and in memory, as before.
const sharedCache = process.env.REDIS_URL ? { cacheHandler: path.resolve('src/server/cache/redis-cache-handler.mjs') } : {};

const nextConfig: NextConfig = {
  // Separate dist dirs let several builds (CI, bench, a dev server) live side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // Hashing every HTML body for an ETag took about a third of the server's time on cached pages;
  // ISR pages are cached by s-maxage at the CDN, which validates on its own (docs/decisions.md "ETags are off").
  generateEtags: false,
  reactStrictMode: true,
  // Loaded from node_modules, once per process: server.mjs, Next's cache handler and the route
  // handlers then share one Redis client library, whose commands tracing follows, and one
  // prom-client, whose default registry the metrics port serves (bundled into each route, each
  // would count in a registry of its own); OpenTelemetry loads only when tracing is on
  // (src/instrumentation.ts), and then from node_modules.
  serverExternalPackages: [
    'prom-client',
    'redis',
    '@redis/client',
    '@opentelemetry/api',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/semantic-conventions',
  ],
  // npm test type-checks the whole project (tsc, its first stage) before it builds, with the same
  // tsconfig as the build's check, so its build skips that second pass (docs/testing.md).
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  ...sharedCache,
  // RUM_SAMPLE_RATE reaches the browser as the one number it is read as, nothing else of the env.
  env: { NEXT_PUBLIC_PAYMENT_FORM_URL: paymentFormUrl, RUM_SAMPLE_RATE: String(sampleRateOf(process.env.RUM_SAMPLE_RATE)) },
  images: {
    qualities: [IMAGE_QUALITY],
    // Five widths per image, not eight: every <img> lists them all in its srcset, and on a list
    // page those lists were a third of the HTML.
    deviceSizes: [640, 828, 1200, 1920, 2560],
    localPatterns: [{ pathname: '/uploads/**' }, { pathname: '/img/**' }],
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 60 * 60 * 24,
  },
  // Catalogue images live on the dashboard and are served same-origin by the /uploads route
  // (src/app/uploads): reads only, without the customer's cookies.
  async headers() {
    return [
      // Every page but the communicator, which the hosted form (another origin) must be able to
      // frame, and /uploads, whose files run sandboxed (Next keeps these headers over a route's own).
      { source: '/((?!iframe-communicator\\.html$|uploads/).*)', headers: securityHeaders(contentSecurityPolicy(paymentFormUrl, dev, logoOrigins)) },
      { source: '/iframe-communicator.html', headers: communicatorHeaders(paymentFormUrl) },
      { source: '/uploads/:path*', headers: uploadSecurityHeaders() },
      // A crew link's token is in its address: no Referer carries it to a page linked from there,
      // and no search engine keeps it (docs/jobs.md "Share with the crew"). Later rules win over the one above.
      {
        source: '/:locale(fr)?/jobs/shared/:path*',
        headers: [
          { key: 'Referrer-Policy', value: 'no-referrer' },
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        ],
      },
    ];
  },
  // English at today's addresses, French under /fr (src/shared/i18n/addresses.ts, docs/i18n.md).
  async rewrites() {
    return { beforeFiles: [], afterFiles: localeRewrites(), fallback: [] };
  },
  async redirects() {
    return localeRedirects();
  },
  // Messages reach next-intl compiled (src/shared/i18n/precompile.ts), so its formatter is the one
  // without ICU's parser, in the browser and on the server alike (docs/i18n.md "Speed").
  turbopack: { resolveAlias: { 'use-intl/format-message': 'use-intl/format-message/format-only' } },
  experimental: {
    optimizePackageImports: ['antd'],
    // Turbopack keeps a build cache for the next build; CI builds a fresh clone once, so writing
    // it is a fifth of the build's CPU for nothing (docs/testing.md).
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
};

// next-intl reads each request's locale and messages from this file (the page's [locale] segment).
const withNextIntl = createNextIntlPlugin('./src/app/_i18n/request.ts');

export default withNextIntl(nextConfig);
