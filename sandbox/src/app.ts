import { Hono } from 'hono';
import { createDb, type Db } from './db';
import type { SandboxEnv, SandboxOptions } from './env';
import { fail, unknownCall } from './http';
import { identify } from './identity';
import { readLanguage } from './i18n/language';
import { accountRoutes } from './accounts/routes';
import { catalogueRoutes } from './catalogue/routes';
import { commerceRoutes } from './commerce/routes';
import { contentRoutes } from './content/routes';
import { jobsExtensionOf } from './jobs/access';
import { jobRoutes } from './jobs/routes';
import { assetRoutes } from './assets';
import { paymentFormRoutes } from './commerce/payment-form';
import { toolRoutes } from './tools';

export interface SandboxApp {
  app: Hono<SandboxEnv>;
  /** Current state; replaced on POST /__sandbox/reset. */
  db: () => Db;
  reset: () => void;
}

const defaultOptions: SandboxOptions = {
  storefrontUrl: process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000',
  log: (line) => console.log(line),
  jobs: jobsExtensionOf(process.env.SANDBOX_JOBS),
  uploadTypes: process.env.SANDBOX_UPLOAD_TYPES === 'client' ? 'client' : 'sniffed',
};

/** The stand-in dashboard API. The same app serves HTTP (server.ts) and MSW (tests). */
export function createSandboxApp(overrides: Partial<SandboxOptions> = {}): SandboxApp {
  const options = { ...defaultOptions, ...overrides };
  let db = createDb();
  const reset = () => {
    db = createDb();
  };

  const app = new Hono<SandboxEnv>();
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('options', options);
    await next();
  });
  app.onError((error, c) => {
    options.log(`[sandbox] ${c.req.method} ${c.req.path} failed: ${error.stack ?? error}`);
    return fail(c, 500, 'The server could not complete the request.');
  });
  app.notFound(unknownCall);

  app.route('/', assetRoutes);
  app.route('/', paymentFormRoutes);
  app.route('/__sandbox', toolRoutes(reset));

  const api = new Hono<SandboxEnv>();
  // The language first, so an expired key's 401 is answered in it too.
  api.use('*', readLanguage);
  api.use('*', identify);
  api.route('/', accountRoutes);
  api.route('/', catalogueRoutes);
  api.route('/', commerceRoutes);
  api.route('/', contentRoutes);
  api.route('/', jobRoutes);
  app.route('/api', api);

  return { app, db: () => db, reset };
}
