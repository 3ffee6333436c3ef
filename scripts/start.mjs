/**
 * npm start: the production server on PORT (default 3000) from the build in NEXT_DIST_DIR
 * (default .next), with the embedded sandbox dashboard API unless DASHBOARD_API_URL is set.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/processes.mjs';
import { runStorefrontWithSandbox } from './lib/storefront.mjs';

const distDir = process.env.NEXT_DIST_DIR ?? '.next';

if (!existsSync(path.join(repoRoot, distDir, 'BUILD_ID'))) {
  console.error(`No production build in ${distDir}/. Run \`npm run build\` first.`);
  process.exit(1);
}

await runStorefrontWithSandbox('start');
