import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { storefrontRules } from './eslint-rules/file-naming.mjs';
import { noServerInClient } from './eslint-rules/no-server-in-client.mjs';

// Read on every run, so a new feature directory is fenced in without editing this file.
const featuresDir = new URL('./src/features', import.meta.url);
const features = (existsSync(featuresDir) ? readdirSync(featuresDir, { withFileTypes: true }) : [])
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports flow one way: shared → domain → features → app, with src/server beside shared for the
// app's route handlers and server components. Features never import each other.
const layerZones = [
  { target: './src/shared', from: ['./src/domain', './src/features', './src/app'], message: 'src/shared is the bottom layer (the kit): it may not import domain code, features or the app.' },
  { target: './src/domain', from: ['./src/features', './src/app', './src/server'], message: 'src/domain is what several features share: it may import src/shared only.' },
  { target: './src/features', from: './src/app', message: 'Features may not import from src/app; the app composes features.' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move the shared part to src/domain (or the kit in src/shared), or compose them in src/app.',
  })),
  // src/server is server-only (the dashboard client, the door, Redis, caches): browser code never
  // reaches it. src/app's route handlers and server components compose it (the client components
  // among them are kept out by storefront/no-server-in-client below); shared code and features
  // stay clear of it.
  { target: ['./src/shared', './src/features'], from: './src/server', message: 'src/server is server-only: only src/app (route handlers and server components, never a \'use client\' module), src/proxy.ts and server.mjs may import it.' },
  { target: './src/server', from: ['./src/domain', './src/features', './src/app'], message: 'src/server sits beside src/shared: it may use shared contract types, never domain code, features or the app.' },
  { target: './src', from: './sandbox', message: 'The storefront talks to the sandbox over HTTP only.' },
  { target: './sandbox', from: ['./src/app', './src/features', './src/domain'], message: 'The sandbox may share only src/shared (the contract types).' },
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
    // and no 'use client' module imports src/server.
    name: 'storefront/own-rules',
    files: ['src/**/*.{js,jsx,mjs,ts,tsx,mts}'],
    plugins: { storefront: { rules: { ...storefrontRules.rules, 'no-server-in-client': noServerInClient } } },
    rules: {
      'storefront/file-naming': ['error', { root: fileURLToPath(new URL('.', import.meta.url)), pending: pendingRenames }],
      'storefront/no-server-in-client': 'error',
    },
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
