import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The repo's own import graph, read with TypeScript's parser and module resolution (the tsconfig's
 * paths included), and the cycles in it. A cycle is made of value imports: `import type` and
 * `export type` vanish from the built code, so they join no cycle; `import()` and `require()` do.
 */

const CODE = /\.(?:[cm]?[jt]sx?)$/;
/** Folders that hold no code of ours: packages, builds, reports, and every dot-folder (.next*, .git, bench/.tmp). */
const NOT_OURS = new Set(['node_modules', 'out', 'build', 'coverage', 'playwright-report', 'test-results', 'blob-report', 'test-screenshots']);

/** Every code file under `root` that is ours (no declaration files: they hold types only). */
export function codeFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || NOT_OURS.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (CODE.test(entry.name) && !/\.d\.[cm]?ts$/.test(entry.name)) files.push(full);
    }
  };
  walk(root);
  return files;
}

const isTypeOnlyImport = (node: ts.ImportDeclaration) => {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
};

const isTypeOnlyExport = (node: ts.ExportDeclaration) =>
  node.isTypeOnly || (node.exportClause !== undefined && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 && node.exportClause.elements.every((element) => element.isTypeOnly));

/** The specifiers a file imports for their values. */
export function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !isTypeOnlyImport(node)) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !isTypeOnlyExport(node)) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

function compilerOptions(root: string): ts.CompilerOptions {
  const configFile = path.join(root, 'tsconfig.json');
  if (!existsSync(configFile)) return { allowJs: true, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext };
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

/** A declaration twin (`ports.d.mts`) stands for the module beside it (`ports.mjs`). */
const moduleOf = (resolved: string) => {
  const twin = resolved.replace(/\.d\.([cm]?)ts$/, '.$1js');
  return twin !== resolved && existsSync(twin) ? twin : resolved;
};

/** Each file's value imports among `files`, resolved as TypeScript resolves them. */
export function importGraph(root: string, files: string[]): Map<string, string[]> {
  const options = compilerOptions(root);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const ours = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = valueImports(file)
      .map((specifier) => ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule)
      .filter((resolved) => resolved !== undefined && !resolved.isExternalLibraryImport)
      .map((resolved) => moduleOf(path.resolve(resolved!.resolvedFileName)))
      .filter((target) => ours.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import cycles of a graph: one path per strongly connected group, from a file back to it. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const connect = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group);
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return groups.map((group) => cyclePath(graph, new Set(group)));
}

/** A path through a group from its first file back to it, by breadth-first search inside the group. */
function cyclePath(graph: Map<string, string[]>, group: Set<string>): string[] {
  const [start] = group;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const route = [file];
        while (route[0] !== start) route.unshift(cameFrom.get(route[0])!);
        return [...route, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** The module a file belongs to (src/modules/<name>/…), or null. */
export function conceptOf(root: string, file: string): string | null {
  const relative = path.relative(path.join(root, 'src', 'modules'), file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? name : null;
}

/** The graph between modules: a module imports another when one of its files imports one of the other's for its values. */
export function moduleGraph(root: string, graph: Map<string, string[]>): Map<string, string[]> {
  const between = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = conceptOf(root, file);
    if (from === null) continue;
    if (!between.has(from)) between.set(from, new Set());
    for (const target of targets) {
      const to = conceptOf(root, target);
      if (to !== null && to !== from) between.get(from)!.add(to);
    }
  }
  return new Map([...between].map(([name, targets]) => [name, [...targets].sort()]));
}
