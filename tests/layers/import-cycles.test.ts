// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { codeFiles, importCycles, importGraph, moduleGraph } from './import-graph';

/**
 * No cycle in the repo's imports, between files or between modules (docs/architecture.md §3). This test holds the rule rather than
 * ESLint's import/no-cycle, which walked the graph again for every file: two thirds of the lint
 * step's time, for a check a graph read once makes in a second.
 */

const cyclesUnder = (root: string, graph = importGraph(root, codeFiles(root))) =>
  importCycles(graph).map((cycle) => cycle.map((file) => path.relative(root, file)).join(' → '));

let readGraph: Map<string, string[]> | undefined;
const repoGraph = () => (readGraph ??= importGraph(process.cwd(), codeFiles(process.cwd())));

/** Cycles between src/modules/<name> folders, each from its alphabetically first module round to it. */
const moduleCyclesUnder = (root: string, graph = importGraph(root, codeFiles(root))) =>
  importCycles(moduleGraph(root, graph)).map((cycle) => {
    const ring = cycle.slice(0, -1);
    const first = ring.indexOf([...ring].sort()[0]);
    const turned = [...ring.slice(first), ...ring.slice(0, first)];
    return [...turned, turned[0]].join(' → ');
  });

/**
 * Module cycles still to break, each named the way moduleCyclesUnder names it (one path through
 * the circle). Remove a line with its fix (the test fails on a line whose cycle is gone). The one
 * left joins basket, jobs, orders and checkout: the basket's forms offer "Add to job" (jobs), a job
 * buys its lines the way buy again does (orders) and through the checkout, and both add to the
 * basket.
 */
const pendingModuleCycles: string[] = [];

describe('import cycles', () => {
  // The repo's graph, read once for both tests of the repo: seconds on a busy machine.
  beforeAll(() => void repoGraph(), 60_000);

  it('none in the repo', () => {
    const root = process.cwd();
    const files = codeFiles(root);
    // The walk reaches every part of the repo that holds code.
    for (const part of ['src/app', 'src/server', 'sandbox/src', 'tests', 'e2e', 'scripts']) expect(files.some((file) => file.startsWith(path.join(root, part)))).toBe(true);
    expect(cyclesUnder(root, repoGraph())).toEqual([]);
  });

  it('none between modules but the ones listed as still to break', () => {
    expect(moduleCyclesUnder(process.cwd(), repoGraph()).sort()).toEqual([...pendingModuleCycles].sort());
  });

  describe('a repo made for the test', () => {
    let root: string;
    const write = (files: Record<string, string>) => {
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
    };
    beforeEach(() => {
      root = mkdtempSync(path.join(tmpdir(), 'cycles-'));
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('finds a cycle through three files, with the way round it', () => {
      write({ 'a.ts': "import { b } from './b';\nexport const a = b;\n", 'b.ts': "export { c as b } from './c';\n", 'c.ts': "import { a } from './a';\nexport const c = () => a;\n" });
      expect(cyclesUnder(root)).toEqual([expect.stringMatching(/^(a|b|c)\.ts → (a|b|c)\.ts → (a|b|c)\.ts → \1\.ts$/)]);
    });

    it('counts import() and require(), and .mjs files', () => {
      write({ 'a.mjs': "export const load = () => import('./b.mjs');\n", 'b.mjs': "import { load } from './a.mjs';\nexport default load;\n" });
      write({ 'c.js': "module.exports = require('./d.js');\n", 'd.js': "module.exports = () => require('./c.js');\n" });
      expect(cyclesUnder(root).sort()).toEqual([expect.stringContaining('a.mjs'), expect.stringContaining('c.js')]);
    });

    it('finds a cycle between modules through their public faces, files apart', () => {
      for (const dir of ['src/modules/a', 'src/modules/b']) mkdirSync(path.join(root, dir), { recursive: true });
      write({
        'src/modules/a/index.ts': "export { one } from './one';\n",
        'src/modules/a/one.ts': "import { two } from '../b';\nexport const one = () => two;\n",
        'src/modules/a/three.ts': 'export const three = 3;\n',
        'src/modules/b/index.ts': "import { three } from '../a/three';\nexport const two = three;\n",
      });
      expect(cyclesUnder(root)).toEqual([]);
      expect(moduleCyclesUnder(root)).toEqual(['a → b → a']);
    });

    it('leaves out imports of types only, which the built code does not have', () => {
      write({
        'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\nexport const a = 1;\n",
        'b.ts': "import { a } from './a';\nexport interface B { a: typeof a }\n",
        'c.ts': "import { type D } from './d';\nexport type C = D;\nexport const c = 1;\n",
        'd.ts': "import { c } from './c';\nexport type D = typeof c;\nexport type { C } from './c';\n",
      });
      expect(cyclesUnder(root)).toEqual([]);
    });
  });
});
