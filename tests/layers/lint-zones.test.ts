// @vitest-environment node
import { ESLint } from 'eslint';

/**
 * The layer zones of eslint.config.mjs (docs/architecture.md §3), tried with real imports: each
 * snippet is linted as if it were a file at `filePath`, so a zone that stops holding fails here.
 */
// Only the zones rule runs on the probes.
const eslint = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === 'import/no-restricted-paths' });

async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.message);
}

const uses = (specifier: string, name: string) => `import { ${name} } from '${specifier}';\n\nexport const used = ${name};\n`;

describe('lint zones around src/domain', () => {
  // Loading the configuration (Next's plugins, the TypeScript parser) takes seconds on a busy machine.
  beforeAll(() => zoneErrors('src/shared/zone-probe.ts', ''), 60_000);

  it('refuses src/shared importing domain code', async () => {
    const errors = await zoneErrors('src/shared/ui/zone-probe.ts', uses('@/modules/money/figures', 'basketFigures'));
    expect(errors).toEqual([expect.stringContaining('src/shared is the bottom layer')]);
  });

  it('refuses domain code importing a feature, the app or src/server', async () => {
    const errors = await zoneErrors(
      'src/modules/orders/zone-probe.ts',
      [
        "import { orderFigures } from '@/modules/money/order-figures';",
        "import { readBasketCountCookie } from '@/modules/basket/basket-count-cookie';",
        "import { readOrder } from '@/modules/orders/server/read-order';",
        '',
        'export const used = [orderFigures, readBasketCountCookie, readOrder];',
        '',
      ].join('\n'),
    );
    expect(errors).toHaveLength(3);
    for (const error of errors) expect(error).toContain('src/domain is what several features share');
  });

  it('refuses the sandbox importing domain code', async () => {
    const errors = await zoneErrors('sandbox/src/zone-probe.ts', uses('@/modules/money/figures', 'basketFigures'));
    expect(errors).toEqual([expect.stringContaining('The sandbox may share only src/shared')]);
  });

  it('lets features and the app import domain code, and domain code import the kit', async () => {
    expect(await zoneErrors('src/modules/basket/zone-probe.ts', uses('@/modules/money/figures', 'basketFigures'))).toEqual([]);
    expect(await zoneErrors('src/app/basket/zone-probe.ts', uses('@/modules/orders/components/BuyAgainNotice', 'BuyAgainNotice'))).toEqual([]);
    expect(await zoneErrors('src/modules/money/zone-probe.ts', uses('@/shared/config/constants', 'MAX_LINE_QUANTITY'))).toEqual([]);
  });
});
