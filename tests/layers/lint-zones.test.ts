// @vitest-environment node
import { ESLint } from 'eslint';

/**
 * The layer zones and the modules' boundaries (eslint.config.mjs, eslint-rules/module-boundaries.mjs,
 * docs/architecture.md §3), tried with real imports: each snippet is linted as if it were a file at
 * `filePath`, so a rule that stops holding fails here.
 */
const RULES = new Set(['import/no-restricted-paths', 'storefront/module-boundaries']);
// Only the zones and the boundaries run on the probes.
const eslint = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => RULES.has(ruleId) });

async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.message);
}

const uses = (specifier: string, name: string) => `import { ${name} } from '${specifier}';\n\nexport const used = ${name};\n`;

describe('lint zones and module boundaries', () => {
  // Loading the configuration (Next's plugins, the TypeScript parser) takes seconds on a busy machine.
  beforeAll(() => zoneErrors('src/shared/zone-probe.ts', ''), 60_000);

  it('refuses the kit importing a module or the app', async () => {
    expect(await zoneErrors('src/shared/ui/zone-probe.ts', uses('@/modules/money', 'basketFigures'))).toEqual([expect.stringContaining('src/shared is the kit')]);
    expect(await zoneErrors('src/shared/ui/zone-probe.ts', uses('@/app/_shell/links', 'BASKET_PATH'))).toEqual([expect.stringContaining('src/shared is the kit')]);
  });

  it("lets the store's set-up compose the modules' slices", async () => {
    expect(await zoneErrors('src/shared/store/store.ts', uses('@/modules/basket', 'basketSlice'))).toEqual([]);
  });

  it('refuses a module importing the app', async () => {
    expect(await zoneErrors('src/modules/orders/zone-probe.ts', uses('@/app/_shell/links', 'BASKET_PATH'))).toEqual([expect.stringContaining('Modules may not import from src/app')]);
  });

  it("refuses a deep path into another module, from a module, the app or src/server, by alias or relative path", async () => {
    const deep = 'through its public face';
    expect(await zoneErrors('src/modules/checkout/zone-probe.ts', uses('@/modules/money/figures', 'basketFigures'))).toEqual([expect.stringContaining(deep)]);
    expect(await zoneErrors('src/modules/checkout/zone-probe.ts', uses('../money/figures', 'basketFigures'))).toEqual([expect.stringContaining(deep)]);
    expect(await zoneErrors('src/app/[locale]/basket/zone-probe.tsx', uses('@/modules/orders/components/BuyAgainNotice', 'BuyAgainNotice'))).toEqual([expect.stringContaining(deep)]);
    expect(await zoneErrors('src/server/door/zone-probe.ts', uses('@/modules/basket/basket-count-cookie', 'readBasketCountCookie'))).toEqual([expect.stringContaining(deep)]);
  });

  it('lets the public faces through, and import() of a deep path (a chunk loaded when first needed)', async () => {
    expect(await zoneErrors('src/modules/checkout/zone-probe.ts', uses('@/modules/money', 'basketFigures'))).toEqual([]);
    expect(await zoneErrors('src/app/[locale]/basket/zone-probe.tsx', uses('@/modules/orders/components', 'BuyAgainNotice'))).toEqual([]);
    expect(await zoneErrors('src/server/door/zone-probe.ts', uses('@/modules/basket', 'readBasketCountCookie'))).toEqual([]);
    expect(await zoneErrors('src/server/dashboard/zone-probe.ts', uses('@/modules/accounts/contract', 'API_KEY_HEADER'))).toEqual([]);
    expect(await zoneErrors('src/app/[locale]/products/zone-probe.tsx', uses('@/modules/catalogue/server', 'getProducts'))).toEqual([]);
    expect(await zoneErrors('src/app/_modals/zone-probe.ts', "export const load = () => import('@/modules/jobs/components/AddToJobModal');\n")).toEqual([]);
    // Inside a module, its own files by any path.
    expect(await zoneErrors('src/modules/money/zone-probe.ts', uses('./figures', 'basketFigures'))).toEqual([]);
  });

  it("refuses a module's browser part importing a server part, its own or another's, or src/server", async () => {
    const server = "browser part may not import a server part";
    expect(await zoneErrors('src/modules/catalogue/components/ZoneProbe.tsx', uses('@/modules/content/server', 'getServices'))).toEqual([expect.stringContaining(server)]);
    expect(await zoneErrors('src/modules/catalogue/zone-probe.ts', uses('./server/reads', 'getProducts'))).toEqual([expect.stringContaining(server)]);
    expect(await zoneErrors('src/modules/catalogue/zone-probe.ts', uses('@/server/dashboard/client', 'dashboardAddress'))).toEqual([expect.stringContaining(server)]);
  });

  it("lets a module's server part read through src/server and its own rules", async () => {
    expect(await zoneErrors('src/modules/catalogue/server/zone-probe.ts', uses('@/server/dashboard/client', 'dashboardAddress'))).toEqual([]);
    expect(await zoneErrors('src/modules/catalogue/server/zone-probe.ts', uses('../list-query', 'PRODUCTS_PER_PAGE'))).toEqual([]);
  });

  it("refuses the sandbox importing a module's components or server part, and lets it share contracts and rules", async () => {
    expect(await zoneErrors('sandbox/src/zone-probe.ts', uses('@/modules/orders/components/OrderStatusTag', 'OrderStatusTag'))).toEqual([expect.stringContaining('The sandbox may share')]);
    expect(await zoneErrors('sandbox/src/zone-probe.ts', uses('@/modules/orders/server/read-order', 'readOrder'))).toEqual([expect.stringContaining('The sandbox may share')]);
    expect(await zoneErrors('sandbox/src/zone-probe.ts', uses('@/modules/catalogue/variant', 'variantKey'))).toEqual([]);
    expect(await zoneErrors('sandbox/src/zone-probe.ts', `import type { OrderDetail } from '@/modules/orders/contract';\n\nexport type Used = OrderDetail;\n`)).toEqual([]);
  });
});
