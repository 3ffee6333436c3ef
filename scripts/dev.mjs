/**
 * npm run dev: the sandbox dashboard API and `next dev` (PORT, default 3000) together, output
 * labelled [sandbox] / [next]. DASHBOARD_API_URL set: no sandbox, next dev talks to that API.
 */
import { runStorefrontWithSandbox } from './lib/storefront.mjs';

await runStorefrontWithSandbox('dev');
