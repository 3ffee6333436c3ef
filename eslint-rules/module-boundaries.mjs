import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The boundaries of src/modules/<concept> (docs/architecture.md §3):
 * - code outside a module reaches it through its public faces only: `@/modules/<name>` (index.ts:
 *   rules, hooks, browser calls, slices), `@/modules/<name>/components`, `@/modules/<name>/contract`
 *   (the dashboard's types, which src/server and the sandbox import too) and
 *   `@/modules/<name>/server` and `@/modules/<name>/messages` (its texts in each language, docs/i18n.md). Three deep paths are let through: `import()` (a modal or the
 *   offline queue loaded when first needed: through a face, the chunk would carry the whole face),
 *   a stylesheet (a page laying out with a module's classes), and a plain-JS file at the module's
 *   top level (for what Node loads untranspiled: server.mjs, the cache handler);
 * - a module's browser part (everything outside its server/ folder and server.ts) imports no
 *   server part, its own or another module's, and not src/server.
 * Imports of types only are let through: they never reach a bundle.
 */
const srcDir = fileURLToPath(new URL('../src/', import.meta.url));
const modulesDir = path.join(srcDir, 'modules');
const serverDir = path.join(srcDir, 'server');

const PUBLIC_FACES = new Set(['index', 'components', 'contract', 'server', 'messages']);
const CODE_EXT = /\.(?:tsx?|js)$/;

/** Where a specifier points, as a path without extension, or null for a package. */
function resolved(source, importer) {
  if (source.startsWith('@/')) return path.join(srcDir, source.slice(2)).replace(CODE_EXT, '');
  if (source.startsWith('.')) return path.resolve(path.dirname(importer), source).replace(CODE_EXT, '');
  return null;
}

/** `{ name, rest }` for a path inside src/modules/<name>/ (rest '' for the folder itself), else null. */
function moduleOf(file) {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative) || relative === '') return null;
  const [name, ...rest] = relative.split(path.sep);
  return { name, rest: rest.join('/') };
}

const isServerPart = (rest) => rest === 'server' || rest.startsWith('server/');

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      deep: "Import the module {{module}} through its public face (@/modules/{{module}}, @/modules/{{module}}/components or @/modules/{{module}}/server), not {{source}}.",
      server: "A module's browser part may not import a server part ({{source}}): put the code in the module's server/ folder, or read it in a page or route handler.",
    },
  },
  create(context) {
    const importer = context.filename;
    const here = moduleOf(importer.replace(CODE_EXT, ''));
    const inBrowserPart = here !== null && !isServerPart(here.rest);
    const check = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      if (!node.source || typeof node.source.value !== 'string') return;
      const source = node.source.value;
      const target = resolved(source, importer);
      if (target === null) return;
      const there = moduleOf(target);
      if (inBrowserPart && ((there && isServerPart(there.rest)) || target === serverDir || target.startsWith(serverDir + path.sep))) {
        context.report({ node, messageId: 'server', data: { source } });
        return;
      }
      if (!there || (here && here.name === there.name)) return;
      const face = there.rest.replace(/\/index$/, '');
      if (face === '' || PUBLIC_FACES.has(face)) return;
      if (node.type === 'ImportExpression' || source.endsWith('.css')) return;
      if (source.endsWith('.mjs') && !face.includes('/')) return;
      context.report({ node, messageId: 'deep', data: { module: there.name, source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
