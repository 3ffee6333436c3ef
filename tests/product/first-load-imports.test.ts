// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What the product page's first load carries is what its modules import statically (an `import()`
 * is a chunk of its own, fetched when it is called). Its first paint and first tap need
 * next/image's `<img>` attributes, not its `<Image>` client component (hooks and load handling per
 * picture, a few KiB of the page's first-load JS), nor the code that makes them
 * (getImageProps, a third of the page's own chunk): the server makes them (imageAttributes).
 */
const ROOT = path.resolve(__dirname, '../..');
const PRODUCT_PAGE = path.join(ROOT, 'src/app/[locale]/product/[slug]/page.tsx');

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(ROOT, 'src', specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && candidate.match(/\.(?:tsx?|mjs)$/)) return candidate;
  }
  return null;
}

const isClientModule = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));

type Reach = ts.ImportDeclaration | ts.ExportDeclaration;
type Wanted = Set<string> | 'all';

const importsNextImage = (imports: Reach[]) => imports.some((node) => (node.moduleSpecifier as ts.StringLiteral).text === 'next/image');

/** The names an import takes from its module ('all' for a namespace or a side-effect import). */
function namesImported(node: ts.ImportDeclaration): Wanted {
  const clause = node.importClause;
  if (!clause) return 'all';
  const names = new Set<string>(clause.name ? ['default'] : []);
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) return 'all';
  for (const element of bindings?.elements ?? []) if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
  return names;
}

/**
 * Each module the page reaches through static value imports, with what it imports from outside
 * the repo. A module's own imports are all followed (they run when it loads); a re-export only
 * when the importer takes one of its names, as a bundler that knows our modules have no side
 * effects drops the rest of a public face (package.json `sideEffects`).
 */
function staticallyReached(entry: string): Map<string, Reach[]> {
  const reached = new Map<string, Reach[]>();
  const namesSeen = new Map<string, Wanted>();
  const visit = (file: string, wanted: Wanted) => {
    const seen = namesSeen.get(file);
    if (seen === 'all' || (seen && wanted !== 'all' && [...wanted].every((name) => seen.has(name)))) return;
    namesSeen.set(file, wanted === 'all' || !seen ? wanted : new Set([...seen, ...wanted]));
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const taken: Reach[] = [];
    for (const node of source.statements) {
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
        taken.push(node);
        const target = resolve(file, (node.moduleSpecifier as ts.StringLiteral).text);
        if (target) visit(target, namesImported(node));
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
        const clause = node.exportClause;
        const passed = !clause || !ts.isNamedExports(clause) ? 'all' : new Set(clause.elements.filter((element) => !element.isTypeOnly && (wanted === 'all' || wanted.has(element.name.text))).map((element) => (element.propertyName ?? element.name).text));
        if (passed !== 'all' && passed.size === 0) continue;
        taken.push(node);
        const target = resolve(file, (node.moduleSpecifier as ts.StringLiteral).text);
        if (target) visit(target, passed);
      }
    }
    reached.set(file, [...(reached.get(file) ?? []), ...taken]);
  };
  visit(entry, 'all');
  return reached;
}

describe('the product page’s first load', () => {
  it('carries no next/image <Image> component', () => {
    const reached = staticallyReached(PRODUCT_PAGE);
    expect(reached.size).toBeGreaterThan(20);
    const withImage = [...reached]
      .filter(([, imports]) => imports.some((node) => (node.moduleSpecifier as ts.StringLiteral).text === 'next/image' && ts.isImportDeclaration(node) && node.importClause?.name !== undefined))
      .map(([file]) => path.relative(ROOT, file));
    expect(withImage).toEqual([]);
  });

  it('sends none of next/image’s code: its client components are given their pictures’ attributes', () => {
    const clientEntries = [...staticallyReached(PRODUCT_PAGE).keys()].filter(isClientModule);
    expect(clientEntries.length).toBeGreaterThan(5);
    const clientSide = new Map(clientEntries.flatMap((entry) => [...staticallyReached(entry)]));
    const withNextImage = [...clientSide].filter(([, imports]) => importsNextImage(imports)).map(([file]) => path.relative(ROOT, file));
    expect(withNextImage).toEqual([]);
  });
});
