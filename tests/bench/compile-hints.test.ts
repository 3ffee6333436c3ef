// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints } from '../../scripts/lib/compile-hints.mjs';

// V8 reads exactly this first line as "compile every function in this script now".
const HINT = '//# allFunctionsCalledOnLoad\n';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});

const chunk = (name: string) => `static/chunks/${name}.js`;

/** A dist dir shaped like `next build`'s: a build manifest, two routes' client manifests and their chunks. */
function builtDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  dirs.push(dist);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  };
  write('build-manifest.json', JSON.stringify({ rootMainFiles: [chunk('react-dom'), chunk('runtime')] }));
  const manifest = (route: string, pageChunks: string[]) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["${route}"] = ${JSON.stringify({
      clientModules: {},
      entryJSFiles: {
        '[project]/src/app/layout': [],
        '[project]/src/app/[locale]/layout': [chunk('shell')],
        '[project]/src/app/[locale]/error': [chunk('shell'), chunk('error')],
        [`[project]/src/app/[locale]${route}`]: [chunk('shell'), ...pageChunks],
      },
    })};\n`;
  write('server/app/[locale]/page_client-reference-manifest.js', manifest('/page', [chunk('home')]));
  write('server/app/[locale]/product/[slug]/page_client-reference-manifest.js', manifest('/product/[slug]/page', [chunk('gallery')]));
  // The root not-found, outside the locale layout (src/app/not-found.tsx): it never narrows the shared set either.
  write('server/app/_not-found/page_client-reference-manifest.js', 'globalThis.__RSC_MANIFEST["/_not-found/page"] = {"clientModules":{},"entryJSFiles":{"[project]/src/app/layout":[],"[project]/src/app/not-found":["static/chunks/bare-404.js"]}};\n');
  // A route handler and Next's bare global-error page: no root layout, so they never narrow the shared set.
  write('server/app/api/[...path]/route_client-reference-manifest.js', 'globalThis.__RSC_MANIFEST["/api/[...path]/route"] = {"clientModules":{},"entryJSFiles":{}};\n');
  write('server/app/_global-error/page_client-reference-manifest.js', 'globalThis.__RSC_MANIFEST["/_global-error/page"] = {"clientModules":{},"entryJSFiles":{"[project]/src/app/global-error":["static/chunks/bare.js"]}};\n');
  for (const name of ['react-dom', 'runtime', 'shell', 'error', 'home', 'gallery', 'lazy-modal']) write(chunk(name), `push(${JSON.stringify(name)});`);
  const read = (name: string) => readFileSync(path.join(dist, chunk(name)), 'utf8');
  return { dist, read };
}

describe('addCompileHints', () => {
  it('marks the framework and the chunks every page starts with, and no page-only or lazy chunk', () => {
    const { dist, read } = builtDist();

    const marked = addCompileHints(dist);

    expect(marked.sort()).toEqual([chunk('error'), chunk('react-dom'), chunk('runtime'), chunk('shell')]);
    for (const name of ['react-dom', 'runtime', 'shell', 'error']) expect(read(name)).toBe(`${HINT}push("${name}");`);
    for (const name of ['home', 'gallery', 'lazy-modal']) expect(read(name)).toBe(`push("${name}");`);
  });

  it('adds the hint once when the build step runs again', () => {
    const { dist, read } = builtDist();

    addCompileHints(dist);
    addCompileHints(dist);

    expect(read('react-dom')).toBe(`${HINT}push("react-dom");`);
  });

  it('refuses a dist dir with no page manifests (an unfinished build)', () => {
    const { dist } = builtDist();
    rmSync(path.join(dist, 'server'), { recursive: true });
    mkdirSync(path.join(dist, 'server', 'app'), { recursive: true });

    expect(() => addCompileHints(dist)).toThrow(/finished build/);
  });
});
