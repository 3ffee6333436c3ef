// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { codeFiles, importCycles, importGraph } from './import-graph';

/**
 * No cycle in the repo's imports (docs/architecture.md §3). This test holds the rule rather than
 * ESLint's import/no-cycle, which walked the graph again for every file: two thirds of the lint
 * step's time, for a check a graph read once makes in a second.
 */

const cyclesUnder = (root: string) => {
  const graph = importGraph(root, codeFiles(root));
  return importCycles(graph).map((cycle) => cycle.map((file) => path.relative(root, file)).join(' → '));
};

describe('import cycles', () => {
  it('none in the repo', () => {
    const root = process.cwd();
    const files = codeFiles(root);
    // The walk reaches every part of the repo that holds code.
    for (const part of ['src/app', 'src/server', 'sandbox/src', 'tests', 'e2e', 'scripts']) expect(files.some((file) => file.startsWith(path.join(root, part)))).toBe(true);
    expect(cyclesUnder(root)).toEqual([]);
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
