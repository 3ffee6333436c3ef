import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

// What a page's scripts carry of the messages (docs/i18n.md "Speed"): next-intl is given compiled
// messages, so no ICU parser ships, and no script holds a whole message file of either language
// (each component's words arrive through the provider, in the page's language only).

const PAGES = ['/', '/fr', '/product/nordwood-tone-led-hardwax-oil', '/fr/product/nordwood-tone-led-hardwax-oil'];
/** intl-messageformat's parser names its errors so; the format-only build has none of them. */
const PARSER = 'EXPECT_ARGUMENT_CLOSING_BRACE';

/** Each script the page's HTML loads, by its address. */
async function scriptsOf(request: APIRequestContext, path: string): Promise<{ source: string; text: string }[]> {
  const html = await (await request.get(path)).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]))];
  expect(sources.length).toBeGreaterThan(3);
  return Promise.all(sources.map(async (source) => ({ source, text: await (await request.get(source)).text() })));
}

test('a page’s scripts carry no ICU parser and neither language’s message files', { tag: '@desktop-only' }, async ({ request }) => {
  for (const path of PAGES) {
    const scripts = await scriptsOf(request, path);
    const holding = (words: string) => scripts.filter(({ text }) => text.includes(words)).map(({ source }) => source);
    expect(holding(PARSER), path).toEqual([]);
    // The shell's and basket's message files, as each file starts (their first words in each language).
    for (const words of ['skipToContent:"Skip to content"', 'skipToContent:"Aller au contenu"', 'limit:"If you want to order more', 'limit:"Pour commander plus'])
      expect(holding(words), `${path}: ${words}`).toEqual([]);
  }
});
