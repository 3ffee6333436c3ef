// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { builtPageMatcher, builtPageTemplates, routeTemplates } from '@/server/observability/http-route.mjs';
import { appRouteTemplate, sourcePageTemplates } from './page-templates';

describe('route templates of page paths', () => {
  it('gives every page of the app its own template back from a path it serves, in either language', () => {
    const pathOf = (template: string) => template.replace(/\[\[?\.{0,3}[^\]]+\]\]?/g, 'some-value');
    // Pages live in src/app/[locale]; their label is the page's template without it, the 404 catch-all none.
    const templates = sourcePageTemplates()
      .filter((template) => template !== '/[locale]/[...rest]')
      .map((template) => template.replace(/^\/\[locale\]/, '') || '/');
    expect(templates).toEqual(expect.arrayContaining(['/', '/product/[slug]', '/account/orders/[id]', '/products/view/[key]']));
    for (const template of templates) {
      expect(appRouteTemplate(pathOf(template)), template).toBe(template);
      expect(appRouteTemplate(`/fr${template === '/' ? '' : pathOf(template)}`), `/fr${template}`).toBe(template);
    }
  });

  it('prefers a static segment to a dynamic one and a dynamic one to a catch-all, whatever the order listed', () => {
    const templateOf = routeTemplates(['/docs/[...rest]', '/docs/[slug]', '/docs/intro', '/[[...all]]']);
    expect(templateOf('/docs/intro')).toBe('/docs/intro');
    expect(templateOf('/docs/other')).toBe('/docs/[slug]');
    expect(templateOf('/docs/a/b')).toBe('/docs/[...rest]');
    expect(templateOf('/')).toBe('/[[...all]]');
    expect(templateOf('/x/y')).toBe('/[[...all]]');
  });

  it('has no template for a path no page serves, whatever its spelling', () => {
    for (const pathname of ['/nope', '/product', '/product/a/b', '//product/a', 'product/a', '/account/orders/1/../../x/y', '']) {
      expect(appRouteTemplate(pathname), pathname).toBeNull();
    }
  });

  it('reads the pages of a build from its manifest, without Next’s error pages and the route handlers', () => {
    inBuild('.next-x', () => {
      expect(builtPageTemplates('.next-x').sort()).toEqual(['/', '/product/[slug]']);
    });
  });

  it('takes the plain paths the build’s proxy serves as pages beside them, and no route handler', () => {
    inBuild('.next-x', () => {
      const templateOf = builtPageMatcher('.next-x');
      expect(templateOf('/products')).toBe('/products');
      expect(templateOf('/product/oak-oil')).toBe('/product/[slug]');
      for (const pathname of ['/products/view/abc', '/api/vitals', '/sitemap.xml', '/_not-found']) expect(templateOf(pathname), pathname).toBeNull();
    });
  });
});

/** Runs `check` in a folder holding a build in `distDir`, with its manifests as Next 16 writes them. */
function inBuild(distDir: string, check: () => void) {
  const root = mkdtempSync(path.join(tmpdir(), 'routes-'));
  try {
    mkdirSync(path.join(root, distDir, 'server'), { recursive: true });
    writeFileSync(
      path.join(root, distDir, 'app-path-routes-manifest.json'),
      JSON.stringify({
        '/_not-found/page': '/_not-found',
        '/_global-error/page': '/_global-error',
        '/page': '/',
        '/product/[slug]/page': '/product/[slug]',
        '/api/[...path]/route': '/api/[...path]',
        '/sitemap.xml/route': '/sitemap.xml',
      }),
    );
    writeFileSync(
      path.join(root, distDir, 'server', 'functions-config-manifest.json'),
      JSON.stringify({ functions: { '/_middleware': { matchers: [{ originalSource: '/products' }, { originalSource: '/products/view/:key*' }] } } }),
    );
    vi.spyOn(process, 'cwd').mockReturnValue(root);
    check();
  } finally {
    vi.restoreAllMocks();
    rmSync(root, { recursive: true, force: true });
  }
}
