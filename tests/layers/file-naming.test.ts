// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingRenames } from '../../eslint.config.mjs';

const root = path.resolve(import.meta.dirname, '../..');
// Only the naming rule runs: the other rules have their own tests and would only slow this one.
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'storefront/file-naming' });
// A throwaway folder inside src, so the project's own config applies to what is written there.
const scratch = mkdtempSync(path.join(root, 'src/modules/.lint-naming-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function namingErrors(relativeFile: string, code: string): Promise<string[]> {
  const file = path.join(scratch, relativeFile);
  writeFileSync(file, code);
  const [result] = await eslint.lintFiles([file]);
  return result.messages.filter((message) => message.ruleId === 'storefront/file-naming').map((message) => message.message);
}

const COMPONENT = "export function PriceTag() {\n  return null;\n}\n";
const HELPER = "export function priceText(cents: number) {\n  return String(cents);\n}\n";

describe('file naming rule (eslint.config.mjs)', () => {
  // Loading the configuration (Next's plugins, the TypeScript parser) takes seconds on a busy machine.
  beforeAll(() => namingErrors('warm-up.ts', ''), 60_000);

  it('refuses a camelCase module', async () => {
    expect(await namingErrors('priceText.ts', HELPER)).toEqual([expect.stringContaining('kebab-case')]);
  });

  it('refuses a component in a kebab-case .tsx file', async () => {
    expect(await namingErrors('price-tag.tsx', COMPONENT)).toEqual([expect.stringContaining('PascalCase.tsx')]);
  });

  it('refuses a PascalCase file that exports no component', async () => {
    expect(await namingErrors('PriceText.tsx', HELPER)).toEqual([expect.stringContaining('exports no component')]);
  });

  it('refuses a module inside components/, even kebab-case', async () => {
    mkdirSync(path.join(scratch, 'components'), { recursive: true });
    expect(await namingErrors('components/price-text.ts', HELPER)).toEqual([expect.stringContaining('components/ holds React components only')]);
  });

  it('accepts a component in PascalCase.tsx and a module in kebab-case', async () => {
    expect(await namingErrors('PriceTag.tsx', COMPONENT)).toEqual([]);
    expect(await namingErrors('price-text.ts', HELPER)).toEqual([]);
  });

  it('lists only files still waiting for their rename', () => {
    for (const file of pendingRenames) expect(existsSync(path.join(root, file)), `${file} is gone: remove it from pendingRenames`).toBe(true);
  });
});
