import path from 'node:path';
import type { NextConfig } from 'next';
import { IMAGE_QUALITY } from './src/shared/config/constants';
import { dashboardApiUrl } from './src/shared/config/env';
import { communicatorHeaders, contentSecurityPolicy, securityHeaders } from './src/shared/config/security-headers';

const dashboardUrl = dashboardApiUrl();
const paymentFormUrl = process.env.NEXT_PUBLIC_PAYMENT_FORM_URL ?? `${dashboardUrl}/payment/payment`;
const dev = process.env.NODE_ENV === 'development';
// Read when the server starts: with REDIS_URL every instance shares Next's cache (pages, fetches,
// tags) in Redis; without it one process keeps it on disk and in memory, as before.
const sharedCache = process.env.REDIS_URL ? { cacheHandler: path.resolve('src/shared/cache/redis-cache-handler.mjs') } : {};

const nextConfig: NextConfig = {
  // Separate dist dirs let several builds (CI, bench, a dev server) live side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  ...sharedCache,
  env: { NEXT_PUBLIC_PAYMENT_FORM_URL: paymentFormUrl },
  images: {
    qualities: [IMAGE_QUALITY],
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    localPatterns: [{ pathname: '/uploads/**' }, { pathname: '/img/**' }],
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: 60 * 60 * 24,
  },
  // Catalogue images live on the dashboard; serving them same-origin keeps next/image's
  // optimizer on local paths and the CSP at img-src 'self'.
  async rewrites() {
    return [{ source: '/uploads/:path*', destination: `${dashboardUrl}/uploads/:path*` }];
  },
  async headers() {
    return [
      // Every page but the communicator, which the hosted form (another origin) must be able to frame.
      { source: '/((?!iframe-communicator\\.html$).*)', headers: securityHeaders(contentSecurityPolicy(paymentFormUrl, dev)) },
      { source: '/iframe-communicator.html', headers: communicatorHeaders(paymentFormUrl) },
    ];
  },
  experimental: {
    optimizePackageImports: ['antd'],
    // The first paint needs no stylesheet request, so on a slow phone the LCP image paints as soon
    // as it arrives instead of after the scripts that load meanwhile (README "Decisions").
    inlineCss: true,
  },
};

export default nextConfig;
