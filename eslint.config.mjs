import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { storefrontRules } from './eslint-rules/file-naming.mjs';
import { moduleBoundaries } from './eslint-rules/module-boundaries.mjs';
import { noLiteralText } from './eslint-rules/no-literal-text.mjs';
import { noServerInClient } from './eslint-rules/no-server-in-client.mjs';

// Read on every run, so a new module (or a new entry in src/shared) is fenced in without editing this file.
const entries = (dir) => {
  const url = new URL(dir, import.meta.url);
  return existsSync(url) ? readdirSync(url, { withFileTypes: true }) : [];
};
const modules = entries('./src/modules/').filter((entry) => entry.isDirectory()).map((entry) => entry.name);
// The kit, but for the store's set-up (src/shared/store/store.ts), which composes the modules' slices.
const kit = entries('./src/shared/').flatMap((entry) =>
  entry.name === 'store' ? entries('./src/shared/store/').filter((inner) => inner.name !== 'store.ts').map((inner) => `./src/shared/store/${inner.name}`) : [`./src/shared/${entry.name}`],
);
const moduleParts = (part) => modules.map((name) => `./src/modules/${name}/${part}`).filter((dir) => existsSync(new URL(dir, import.meta.url)));

// Imports flow one way: src/shared (the kit) → src/modules → src/app, with src/server (the door,
// the dashboard client, Redis, caches, observability) beside the modules' server parts. Modules
// meet only through their public faces, in no circle: storefront/module-boundaries below and
// tests/layers/import-cycles.test.ts.
const layerZones = [
  { target: kit, from: ['./src/modules', './src/app'], message: 'src/shared is the kit: it may not import a module or the app (a module names its own modals, in its modals.ts).' },
  { target: './src/modules', from: './src/app', message: 'Modules may not import from src/app; the app composes modules.' },
  // src/server is server-only: browser code never reaches it (for the modules' browser parts,
  // storefront/module-boundaries; for 'use client' modules in src/app, storefront/no-server-in-client).
  { target: kit, from: './src/server', message: 'src/server is server-only: only src/app (route handlers and server components, never a \'use client\' module), the modules\' server parts, src/proxy.ts and server.mjs may import it.' },
  { target: './src/server', from: './src/app', message: 'src/server is infrastructure beneath the app: it may use the kit and modules\' public faces, never the app.' },
  { target: './src', from: './sandbox', message: 'The storefront talks to the sandbox over HTTP only.' },
  {
    target: './sandbox',
    from: ['./src/app', './src/server', ...moduleParts('components'), ...moduleParts('server')],
    message: "The sandbox may share the kit and the modules' contracts and rules (src/modules/<name>/*.ts), never components, server parts or the app.",
  },
];

// Files whose rename to the naming rule is still to come; the rule skips exactly these. Remove a
// line with its rename (tests/layers/file-naming.test.ts fails on a line whose file is gone).
export const pendingRenames = [];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // The import plugin's rules read no dependency's source (antd, next…), only ours.
    settings: { 'import/ignore': ['node_modules'] },
  },
  {
    name: 'storefront/layers',
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // Component files PascalCase.tsx, every other file kebab-case, components/ only components;
    // no 'use client' module imports src/server or a module's server part; modules meet through
    // their public faces and their browser parts import no server part.
    name: 'storefront/own-rules',
    files: ['src/**/*.{js,jsx,mjs,ts,tsx,mts}'],
    plugins: { storefront: { rules: { ...storefrontRules.rules, 'no-server-in-client': noServerInClient, 'module-boundaries': moduleBoundaries } } },
    rules: {
      'storefront/file-naming': ['error', { root: fileURLToPath(new URL('.', import.meta.url)), pending: pendingRenames }],
      'storefront/no-server-in-client': 'error',
      'storefront/module-boundaries': 'error',
    },
  },
  {
    // No customer-read words outside the message files (eslint-rules/no-literal-text.mjs, docs/i18n.md).
    name: 'storefront/every-word-in-both-languages',
    files: ['src/**/*.tsx'],
    plugins: { words: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'words/no-literal-text': 'error' },
  },
  globalIgnores([
    '.next*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'node_modules/**',
    'bench/.tmp/**',
    'playwright-report/**',
    'test-results/**',
    'blob-report/**',
    'coverage/**',
  ]),
]);
