import { existsSync, readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
  { target: ['./src/shared', './src/features'], from: './src/server', message: 'src/server is server-only: only src/app route handlers and server components (and server.mjs) may import it.' },
  { target: './src/server', from: ['./src/domain', './src/features', './src/app'], message: 'src/server sits beside src/shared: it may use shared contract types, never domain code, features or the app.' },
  { target: './src', from: './sandbox', message: 'The storefront talks to the sandbox over HTTP only.' },
  { target: './sandbox', from: ['./src/app', './src/features', './src/domain'], message: 'The sandbox may share only src/shared (the contract types).' },
];

/**
 * A module marked 'use client' is bundled for the browser: it may not import src/server (by the
 * `@/server/` alias or a relative path). What it imports through a module without the mark is
 * caught at build time by the 'server-only' import every src/server module starts with.
 */
const noServerInClient = {
  meta: { type: 'problem', messages: { server: "A 'use client' module may not import src/server ({{source}}): it would reach the browser." } },
  create(context) {
    const program = context.sourceCode.ast;
    const isClient = program.body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');
    if (!isClient) return {};
    const here = context.filename.replace(/\\/g, '/');
    const serverDir = `${new URL('./src/server/', import.meta.url).pathname}`;
    const reachesServer = (source) => {
      if (source.startsWith('@/server/')) return true;
      if (!source.startsWith('.')) return false;
      return new URL(source, `file://${here}`).pathname.startsWith(serverDir);
    };
    const check = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      if (node.source && typeof node.source.value === 'string' && reachesServer(node.source.value)) {
        context.report({ node, messageId: 'server', data: { source: node.source.value } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Without this, import/no-cycle walks every dependency's source (antd, next…): 90% of lint time.
    settings: { 'import/ignore': ['node_modules'] },
  },
  {
    name: 'storefront/layers',
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    name: 'storefront/server-stays-on-server',
    files: ['src/**/*.{js,jsx,ts,tsx}'],
    plugins: { storefront: { rules: { 'no-server-in-client': noServerInClient } } },
    rules: { 'storefront/no-server-in-client': 'error' },
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
