// @vitest-environment node
import { ESLint } from 'eslint';

/**
 * Lint refuses words a customer reads that are not in the message files (eslint-rules/no-literal-text.mjs,
 * docs/i18n.md), so a new screen cannot forget French: each probe is linted as a file of the shop.
 */
const eslint = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === 'words/no-literal-text' });

async function textErrors(code: string, filePath = 'src/modules/catalogue/components/TextProbe.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.message);
}

const component = (body: string) => `export function TextProbe({ t }: { t: (key: string) => string }) {\n  return ${body};\n}\n`;

describe('every word in both languages', () => {
  beforeAll(() => textErrors(''), 60_000);

  it('refuses a word written in JSX, in an element or in an attribute a person reads or hears', async () => {
    expect(await textErrors(component('<p>Add to basket</p>'))).toEqual([expect.stringContaining('"Add to basket"')]);
    expect(await textErrors(component('<button aria-label="Close">×</button>'))).toEqual([expect.stringContaining('"Close"')]);
    expect(await textErrors(component('<img alt={"A can of oil"} src="/x.png" />'))).toEqual([expect.stringContaining('"A can of oil"')]);
    expect(await textErrors(component('<input placeholder={`Search ${t("x")}`} />'))).toHaveLength(1);
    expect(await textErrors(component('<p>Déjà ajouté</p>'))).toHaveLength(1);
  });

  it('lets through words read from the messages, text without letters, and attributes nobody reads', async () => {
    expect(await textErrors(component('<p className="muted" data-kind="price">{t("addToBasket")} · 2 × — %</p>'))).toEqual([]);
    expect(await textErrors(component('<button aria-label={t("close")} type="button">×</button>'))).toEqual([]);
  });

  it('holds in the app as in the modules', async () => {
    expect(await textErrors(component('<h1>Your basket</h1>'), 'src/app/[locale]/basket/TextProbe.tsx')).toHaveLength(1);
  });
});
