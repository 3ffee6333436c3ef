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
const PRODUCT_PAGE = path.join(ROOT, 'src/app/product/[slug]/page.tsx');

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(ROOT, 'src', specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && candidate.match(/\.(?:tsx?|mjs)$/)) return candidate;
  }
  return null;
}

const isClientModule = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));

const importsNextImage = (imports: ts.ImportDeclaration[]) => imports.some((node) => (node.moduleSpecifier as ts.StringLiteral).text === 'next/image');

/** Each module the page reaches through static value imports, with what it imports from outside the repo. */
function staticallyReached(entry: string): Map<string, ts.ImportDeclaration[]> {
  const reached = new Map<string, ts.ImportDeclaration[]>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const imports = source.statements.filter((node): node is ts.ImportDeclaration => ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly);
    reached.set(file, imports);
    for (const node of imports) {
      const target = resolve(file, (node.moduleSpecifier as ts.StringLiteral).text);
      if (target) visit(target);
    }
  };
  visit(entry);
  return reached;
}

describe('the product page’s first load', () => {
  it('carries no next/image <Image> component', () => {
    const reached = staticallyReached(PRODUCT_PAGE);
    expect(reached.size).toBeGreaterThan(20);
    const withImage = [...reached]
      .filter(([, imports]) => imports.some((node) => (node.moduleSpecifier as ts.StringLiteral).text === 'next/image' && node.importClause?.name !== undefined))
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
