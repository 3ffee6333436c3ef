import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { routeTemplates } from '@/server/observability/http-route.mjs';

const appDir = fileURLToPath(new URL('../../src/app', import.meta.url));

/** The app's page routes as the build lists them, read from the source: every folder holding a page.tsx. */
export const sourcePageTemplates = () =>
  readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => file === 'page.tsx' || file.endsWith('/page.tsx'))
    .map((file) => `/${file.replace(/\/?page\.tsx$/, '')}`.replace(/\/\([^/]+\)/g, '') || '/');

/** The matcher the routes use, over the source's pages and the proxy's list addresses. */
export const appRouteTemplate = routeTemplates([...sourcePageTemplates(), '/products', '/blog', '/search']);
