// @vitest-environment node
import { ESLint } from 'eslint';

/**
 * The wall around src/server (eslint.config.mjs, docs/architecture.md §3), tried with real
 * imports linted as files at `filePath`: pages may read through src/server, browser code may not.
 */
const RULES = new Set(['import/no-restricted-paths', 'storefront/no-server-in-client', 'storefront/module-boundaries']);
// Only the rules of the wall run on the probes.
const eslint = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => RULES.has(ruleId) });

async function wallErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.message);
}

const client = "'use client';\n";
const importsServer = (specifier = '@/server/dashboard/client') => `import { dashboardAddress } from '${specifier}';\n\nexport const used = dashboardAddress;\n`;

describe('the wall around src/server', () => {
  // Loading the configuration (Next's plugins, the TypeScript parser) takes seconds on a busy machine.
  beforeAll(() => wallErrors('src/app/wall-probe.ts', ''), 60_000);

  it('lets a page (a server component) and a route handler read through src/server', async () => {
    expect(await wallErrors('src/app/[locale]/products/wall-probe.tsx', importsServer())).toEqual([]);
    expect(await wallErrors('src/app/[locale]/basket/add/wall-probe.ts', importsServer())).toEqual([]);
  });

  it("refuses a 'use client' module in src/app importing src/server, by alias or by a relative path", async () => {
    expect(await wallErrors('src/app/_shell/wall-probe.tsx', client + importsServer())).toEqual([expect.stringContaining("A 'use client' module may not import src/server")]);
    expect(await wallErrors('src/app/_shell/wall-probe.tsx', client + importsServer('../../server/dashboard/client'))).toEqual([
      expect.stringContaining("A 'use client' module may not import src/server"),
    ]);
  });

  it("lets a 'use client' module import a type from src/server, which never reaches the bundle", async () => {
    expect(await wallErrors('src/app/_shell/wall-probe.tsx', `${client}import type { DashboardAnswer } from '@/server/dashboard/client';\n\nexport type Used = DashboardAnswer;\n`)).toEqual([]);
  });

  it("refuses a 'use client' module importing a module's server part, by its face or a relative path", async () => {
    const message = expect.stringContaining("A 'use client' module may not import src/server or a module's server part");
    expect(await wallErrors('src/app/_shell/wall-probe.tsx', `${client}import { readJobs } from '@/modules/jobs/server';\n\nexport const used = readJobs;\n`)).toEqual([message]);
    const relative = await wallErrors('src/app/_shell/wall-probe.tsx', `${client}import { readOrder } from '../../modules/orders/server';\n\nexport const used = readOrder;\n`);
    expect(relative).toEqual([message]);
  });

  it("refuses modules' browser parts and the kit importing src/server", async () => {
    expect(await wallErrors('src/modules/catalogue/wall-probe.ts', importsServer())).toEqual([expect.stringContaining("A module's browser part may not import a server part")]);
    expect(await wallErrors('src/shared/ui/wall-probe.ts', importsServer())).toEqual([expect.stringContaining('only src/app (route handlers and server components')]);
  });
});
